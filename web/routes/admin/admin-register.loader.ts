import { translate } from "#web/i18n/translate";
import { loadOwnStrings } from "#web/i18n/load-strings";
import type { PageLoad } from "#web/lib/page-loader";
import { privatePageHead } from "#web/lib/seo";

export async function loadAdminRegisterPage(context: PageLoad["context"]) {
  const strings = await loadOwnStrings(context, "admin");
  return {
    head: privatePageHead({
      title: translate(strings, "admin.nav.register"),
      description: translate(strings, "admin.register.description"),
    }),
  };
}
