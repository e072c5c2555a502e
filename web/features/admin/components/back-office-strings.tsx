import { useQuery } from "@tanstack/react-query";
import { useMemo, type ReactNode } from "react";
import { StringsContext } from "#web/i18n/strings-context";
import { uiStringsQuery } from "#web/i18n/ui-strings";
import { backOfficeStringsQuery } from "../back-office-strings";
import { useLocale } from "#web/i18n/use-t";

/** Gives the back office's screens its own strings (`admin.*`) on top of the site's. */
export function BackOfficeStrings({ children }: { children: ReactNode }) {
  const locale = useLocale();
  const { data: site } = useQuery(uiStringsQuery(locale));
  const { data: backOffice } = useQuery(backOfficeStringsQuery(locale));
  const strings = useMemo(() => ({ ...site, ...backOffice }), [site, backOffice]);
  return <StringsContext value={strings}>{children}</StringsContext>;
}
