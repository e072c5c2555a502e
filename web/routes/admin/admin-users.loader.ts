import { staffUsersQuery } from "#web/features/admin/users/api";
import type { UsersSearch } from "#web/features/admin/users/users-search";
import { translate } from "#web/i18n/translate";
import { loadBackOfficeStrings } from "#web/features/admin/back-office-strings";
import type { PageLoad } from "#web/lib/page-loader";
import { privatePageHead } from "#web/lib/seo";

export async function loadAdminUsersPage(context: PageLoad["context"], search: UsersSearch) {
  const [strings] = await Promise.all([
    loadBackOfficeStrings(context.queryClient, context.locale),
    // A failed read shows the page's error state (with a retry), not an error page.
    context.queryClient.ensureQueryData(staffUsersQuery(search.q)).catch(() => undefined),
  ]);
  return {
    head: privatePageHead({
      title: translate(strings, "admin.nav.users"),
      description: translate(strings, "admin.users.description"),
    }),
  };
}
