import { subscribersQuery } from "#web/features/admin/newsletter/api";
import type { NewsletterSearch } from "#web/features/admin/newsletter/newsletter-search";
import { translate } from "#web/i18n/translate";
import { loadOwnStrings } from "#web/i18n/load-strings";
import type { PageLoad } from "#web/lib/page-loader";
import { withServerRead } from "#web/lib/server-reads";
import { privatePageHead } from "#web/lib/seo";

export async function loadAdminNewsletterPage(context: PageLoad["context"], search: NewsletterSearch) {
  const { reads } = context;
  const [strings] = await Promise.all([
    loadOwnStrings(context, "admin"),
    // A failed read shows the page's error state (with a retry), not an error page.
    context.queryClient
      .ensureQueryData(
        withServerRead(subscribersQuery(search.q), reads && (() => reads.admin.subscribers(search.q ?? ""))),
      )
      .catch(() => undefined),
  ]);
  return {
    head: privatePageHead({
      title: translate(strings, "admin.nav.newsletter"),
      description: translate(strings, "admin.newsletter.description"),
    }),
  };
}
