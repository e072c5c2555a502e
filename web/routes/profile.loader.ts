import { meQuery } from "#web/features/auth/api";
import { canReviewQuery, eligibilityQuery, paymentMethodQuery } from "#web/features/profile/api";
import { profileQuery } from "#web/features/profile/profile-query";
import { translate } from "#web/i18n/translate";
import { loadStrings } from "#web/i18n/load-strings";
import type { PageLoad } from "#web/lib/page-loader";
import { privatePageHead } from "#web/lib/seo";

/** The profile page's data and head. */
export async function loadProfilePage({ context }: PageLoad) {
  const { queryClient, locale } = context;
  const [strings, me] = await Promise.all([
    loadStrings(queryClient, locale),
    queryClient.ensureQueryData(meQuery),
  ]);
  if (me.user) {
    // In the server HTML from the start; a failed read shows in its own card instead.
    const settle = (read: Promise<unknown>) => read.catch(() => undefined);
    await Promise.all([
      settle(queryClient.ensureQueryData(profileQuery)),
      settle(queryClient.ensureQueryData(paymentMethodQuery)),
      settle(queryClient.ensureQueryData(canReviewQuery)),
      settle(queryClient.ensureQueryData(eligibilityQuery)),
    ]);
  }
  return {
    head: privatePageHead({
      title: translate(strings, "meta.profile.title"),
      description: translate(strings, "meta.profile.description"),
    }),
  };
}
