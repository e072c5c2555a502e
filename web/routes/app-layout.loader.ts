import type { QueryClient } from "@tanstack/react-query";
import type { Locale } from "#schema/locales";
import { meQuery } from "../features/auth/api";
import { profileQuery } from "../features/profile/profile-query";
import { loadStrings } from "../i18n/load-strings";

/**
 * Every public page's shared data: the UI strings, and the signed-in user, who comes with the HTML
 * too so the header's account button renders at once, with their profile (the verification banner
 * shows in the HTML). A profile that fails to load leaves the banner out.
 */
export async function loadAppLayout(context: { queryClient: QueryClient; locale: Locale }) {
  await Promise.all([
    loadStrings(context.queryClient, context.locale),
    context.queryClient
      .ensureQueryData(meQuery)
      .then((me) => me.user && context.queryClient.ensureQueryData(profileQuery).catch(() => undefined)),
  ]);
}
