import { moderationList, moderationQuery } from "#web/features/admin/reviews/api";
import { listSearch, type ModerationSearch } from "#web/features/admin/reviews/moderation-search";
import { translate } from "#web/i18n/translate";
import { loadOwnStrings } from "#web/i18n/load-strings";
import type { PageLoad } from "#web/lib/page-loader";
import { withServerRead } from "#web/lib/server-reads";
import { privatePageHead } from "#web/lib/seo";

export async function loadAdminReviewsPage(context: PageLoad["context"], shown: ModerationSearch) {
  const { reads } = context;
  const search = listSearch(shown);
  const [strings] = await Promise.all([
    loadOwnStrings(context, "admin"),
    // A failed read shows the page's error state (with a retry), not an error page.
    context.queryClient
      .ensureQueryData(
        withServerRead(moderationQuery(search), reads && (() => reads.admin.reviews(moderationList(search)))),
      )
      .catch(() => undefined),
  ]);
  return {
    head: privatePageHead({
      title: translate(strings, "admin.reviews.title"),
      description: translate(strings, "admin.reviews.description"),
    }),
  };
}
