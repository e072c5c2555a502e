import { repliesPage, repliesQuery } from "#web/features/admin/replies/api";
import { translate } from "#web/i18n/translate";
import { loadOwnStrings } from "#web/i18n/load-strings";
import type { PageLoad } from "#web/lib/page-loader";
import { withServerRead } from "#web/lib/server-reads";
import { privatePageHead } from "#web/lib/seo";

export async function loadAdminRepliesPage(context: PageLoad["context"], page: number | undefined) {
  const { reads } = context;
  const [strings] = await Promise.all([
    loadOwnStrings(context, "admin"),
    // A failed read shows the page's error state (with a retry), not an error page.
    context.queryClient
      .ensureQueryData(
        withServerRead(repliesQuery(page), reads && (() => reads.admin.replies(repliesPage(page)))),
      )
      .catch(() => undefined),
  ]);
  return {
    head: privatePageHead({
      title: translate(strings, "admin.replies.title"),
      description: translate(strings, "admin.replies.description"),
    }),
  };
}
