import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { useEffect, type ReactNode } from "react";
import type { Locale } from "#schema/locales";
import { LocaleContext } from "#web/i18n/locale-context";
import { StringsContext } from "#web/i18n/strings-context";
import type { UiStrings } from "#web/i18n/ui-strings";

/** Calls back once the root around it has committed (hydration done); renders nothing. */
function Committed({ onCommit }: { onCommit?: () => void }) {
  useEffect(() => onCommit?.(), [onCommit]);
  return null;
}

/**
 * What an island's own root gives the components inside it, on the server and in the browser alike
 * (one tree on both sides, so `useId` agrees).
 */
export function IslandProviders({
  locale,
  strings,
  queryClient,
  onCommit,
  children,
}: {
  locale: Locale;
  strings: UiStrings;
  queryClient: QueryClient;
  onCommit?: () => void;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <LocaleContext value={locale}>
        <StringsContext value={strings}>
          {children}
          <Committed onCommit={onCommit} />
        </StringsContext>
      </LocaleContext>
    </QueryClientProvider>
  );
}
