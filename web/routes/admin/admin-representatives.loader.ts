import { representativesQuery } from "#web/features/admin/representatives/api";
import { translate } from "#web/i18n/translate";
import { loadOwnStrings } from "#web/i18n/load-strings";
import type { PageLoad } from "#web/lib/page-loader";
import { withServerRead } from "#web/lib/server-reads";
import { privatePageHead } from "#web/lib/seo";

export async function loadAdminRepresentativesPage(context: PageLoad["context"]) {
  const [strings] = await Promise.all([
    loadOwnStrings(context, "admin"),
    // A failed read shows the page's error state (with a retry), not an error page.
    context.queryClient
      .ensureQueryData(withServerRead(representativesQuery, context.reads?.admin.representatives))
      .catch(() => undefined),
  ]);
  return {
    head: privatePageHead({
      title: translate(strings, "admin.nav.representatives"),
      description: translate(strings, "admin.representatives.description"),
    }),
  };
}
