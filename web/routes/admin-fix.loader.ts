import { ensureMe } from "#web/features/auth/api";
import { translate } from "#web/i18n/translate";
import { loadStrings } from "#web/i18n/load-strings";
import type { PageLoad } from "#web/lib/page-loader";
import { privatePageHead } from "#web/lib/seo";

export async function loadAdminFixPage({ context }: PageLoad) {
  const [strings] = await Promise.all([loadStrings(context), ensureMe(context)]);
  return {
    head: privatePageHead({
      title: translate(strings, "meta.admin_fix.title"),
      description: translate(strings, "meta.admin_fix.description"),
    }),
  };
}
