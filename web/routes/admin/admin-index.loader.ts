import { translate } from "#web/i18n/translate";
import { loadStrings } from "#web/i18n/ui-strings";
import type { PageLoad } from "#web/lib/page-loader";
import { privatePageHead } from "#web/lib/seo";

export async function loadAdminIndexPage({ context }: PageLoad) {
  const strings = await loadStrings(context.queryClient, context.locale);
  return {
    head: privatePageHead({
      title: translate(strings, "admin.dashboard.title"),
      description: translate(strings, "meta.admin.description"),
    }),
  };
}
