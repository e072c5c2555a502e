import { productionSyncQuery } from "#web/features/admin/production-sync/api";
import { translate } from "#web/i18n/translate";
import { loadOwnStrings } from "#web/i18n/load-strings";
import type { PageLoad } from "#web/lib/page-loader";
import { withServerRead } from "#web/lib/server-reads";
import { privatePageHead } from "#web/lib/seo";

export async function loadAdminProductionSyncPage(context: PageLoad["context"]) {
  const { reads } = context;
  const [strings] = await Promise.all([
    loadOwnStrings(context, "admin"),
    // A failed read shows the page's error state (with a retry), not an error page.
    context.queryClient
      .ensureQueryData(withServerRead(productionSyncQuery, reads?.admin.productionSync))
      .catch(() => undefined),
  ]);
  return {
    head: privatePageHead({
      title: translate(strings, "admin.nav.production_sync"),
      description: translate(strings, "admin.production_sync.description"),
    }),
  };
}
