import { translate } from "#web/i18n/translate";
import { loadBackOfficeStrings } from "#web/features/admin/back-office-strings";
import type { PageLoad } from "#web/lib/page-loader";
import { privatePageHead } from "#web/lib/seo";

export async function loadAdminImportPage(context: PageLoad["context"]) {
  const strings = await loadBackOfficeStrings(context.queryClient, context.locale);
  return {
    head: privatePageHead({
      title: translate(strings, "admin.nav.import"),
      description: translate(strings, "admin.import.description"),
    }),
  };
}
