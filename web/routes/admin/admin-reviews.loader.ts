import { appealsPage, appealsQuery, moderationList, moderationQuery } from "#web/features/admin/reviews/api";
import { APPEALED, listedSearch, type ModerationSearch } from "#web/features/admin/reviews/moderation-search";
import { translate } from "#web/i18n/translate";
import { loadOwnStrings } from "#web/i18n/load-strings";
import type { PageLoad } from "#web/lib/page-loader";
import { withServerRead } from "#web/lib/server-reads";
import { privatePageHead } from "#web/lib/seo";

export async function loadAdminReviewsPage(context: PageLoad["context"], search: ModerationSearch) {
  const { reads } = context;
  const listed = listedSearch(search);
  const [strings] = await Promise.all([
    loadOwnStrings(context, "admin"),
    // A failed read shows the page's error state (with a retry), not an error page.
    context.queryClient
      .ensureQueryData(
        withServerRead(moderationQuery(listed), reads && (() => reads.admin.reviews(moderationList(listed)))),
      )
      .catch(() => undefined),
    // The Appealed tab's count shows on every tab; its list, on its own.
    context.queryClient
      .ensureQueryData(
        withServerRead(
          appealsQuery(search.status === APPEALED ? search.page : 1),
          reads && (() => reads.admin.appeals(appealsPage(search.status === APPEALED ? search.page : 1))),
        ),
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
