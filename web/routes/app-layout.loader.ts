import type { QueryClient } from "@tanstack/react-query";
import type { PageReads } from "#schema/api/page-reads";
import type { Locale } from "#schema/locales";
import { ensureMe } from "../features/auth/api";
import { profileQuery } from "../features/profile/profile-query";
import { loadStrings } from "../i18n/load-strings";
import { withServerRead } from "../lib/server-reads";

/**
 * Every public page's shared data: the UI strings, and the signed-in user, who comes with the HTML
 * too so the header's account button renders at once, with their profile (the verification banner
 * shows in the HTML). A profile that fails to load leaves the banner out.
 */
export async function loadAppLayout(context: {
  queryClient: QueryClient;
  locale: Locale;
  reads?: PageReads;
}) {
  const { queryClient, reads } = context;
  await Promise.all([
    loadStrings(context),
    ensureMe(context).then(
      (me) =>
        me.user &&
        queryClient.ensureQueryData(withServerRead(profileQuery, reads?.profile)).catch(() => undefined),
    ),
  ]);
}
