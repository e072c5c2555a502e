import { ensureMe } from "#web/features/auth/api";
import { myComplaintsQuery } from "#web/features/complaints/api";
import {
  canReviewQuery,
  companyQuery,
  eligibilityQuery,
  myReviewsQuery,
  paymentMethodQuery,
} from "#web/features/profile/api";
import { profileQuery } from "#web/features/profile/profile-query";
import { translate } from "#web/i18n/translate";
import { loadStrings } from "#web/i18n/load-strings";
import type { PageLoad } from "#web/lib/page-loader";
import { withServerRead } from "#web/lib/server-reads";
import { privatePageHead } from "#web/lib/seo";

/** The profile page's data and head. */
export async function loadProfilePage({ context }: PageLoad) {
  const { queryClient, reads } = context;
  const [strings, me] = await Promise.all([loadStrings(context), ensureMe(context)]);
  if (me.user) {
    // In the server HTML from the start; a failed read shows in its own card instead.
    const settle = (read: Promise<unknown>) => read.catch(() => undefined);
    await Promise.all([
      settle(queryClient.ensureQueryData(withServerRead(profileQuery, reads?.profile))),
      settle(queryClient.ensureQueryData(withServerRead(paymentMethodQuery, reads?.paymentMethod))),
      settle(queryClient.ensureQueryData(withServerRead(canReviewQuery, reads?.canReview))),
      settle(queryClient.ensureQueryData(withServerRead(companyQuery, reads?.company))),
      settle(queryClient.ensureQueryData(withServerRead(eligibilityQuery, reads?.contestEligibility))),
      settle(queryClient.ensureQueryData(withServerRead(myComplaintsQuery, reads?.myComplaints))),
      settle(
        queryClient.ensureQueryData(
          withServerRead(myReviewsQuery(context.locale), reads && (() => reads.myReviews(context.locale))),
        ),
      ),
    ]);
  }
  return {
    head: privatePageHead({
      title: translate(strings, "meta.profile.title"),
      description: translate(strings, "meta.profile.description"),
    }),
  };
}
