import { adminExternalRatingsQuery } from "#web/features/admin/external-ratings/api";
import { translate } from "#web/i18n/translate";
import { loadOwnStrings } from "#web/i18n/load-strings";
import type { PageLoad } from "#web/lib/page-loader";
import { privatePageHead } from "#web/lib/seo";

export async function loadAdminExternalRatingsPage(context: PageLoad["context"]) {
  const [strings] = await Promise.all([
    loadOwnStrings(context.queryClient, context.locale, "admin"),
    // A failed read shows the page's error state (with a retry), not an error page.
    context.queryClient.ensureQueryData(adminExternalRatingsQuery).catch(() => undefined),
  ]);
  return {
    head: privatePageHead({
      title: translate(strings, "admin.ratings.title"),
      description: translate(strings, "admin.ratings.description"),
    }),
  };
}
