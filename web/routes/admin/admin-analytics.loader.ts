import { analyticsQuery } from "#web/features/admin/analytics/api";
import { rangeOf } from "#web/features/admin/analytics/analytics-range";
import type { AnalyticsSearch } from "#web/features/admin/analytics/analytics-search";
import { translate } from "#web/i18n/translate";
import { loadOwnStrings } from "#web/i18n/load-strings";
import type { PageLoad } from "#web/lib/page-loader";
import { withServerRead } from "#web/lib/server-reads";
import { privatePageHead } from "#web/lib/seo";

export async function loadAdminAnalyticsPage(context: PageLoad["context"], search: AnalyticsSearch) {
  const { reads } = context;
  const [strings] = await Promise.all([
    loadOwnStrings(context, "admin"),
    // A failed read (a bad range too) shows the page's error state, not an error page.
    context.queryClient
      .ensureQueryData(
        withServerRead(
          analyticsQuery(rangeOf(search)),
          reads && (() => reads.admin.analytics(rangeOf(search))),
        ),
      )
      .catch(() => undefined),
  ]);
  return {
    head: privatePageHead({
      title: translate(strings, "admin.analytics.title"),
      description: translate(strings, "admin.analytics.description"),
    }),
  };
}
