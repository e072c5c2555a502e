import { staffUsersQuery } from "#web/features/admin/users/api";
import type { UsersSearch } from "#web/features/admin/users/users-search";
import { translate } from "#web/i18n/translate";
import { loadOwnStrings } from "#web/i18n/load-strings";
import type { PageLoad } from "#web/lib/page-loader";
import { withServerRead } from "#web/lib/server-reads";
import { privatePageHead } from "#web/lib/seo";

export async function loadAdminUsersPage(context: PageLoad["context"], search: UsersSearch) {
  const { reads } = context;
  const [strings] = await Promise.all([
    loadOwnStrings(context, "admin"),
    // A failed read shows the page's error state (with a retry), not an error page.
    context.queryClient
      .ensureQueryData(
        withServerRead(staffUsersQuery(search.q), reads && (() => reads.admin.staffUsers(search.q ?? ""))),
      )
      .catch(() => undefined),
  ]);
  return {
    head: privatePageHead({
      title: translate(strings, "admin.nav.users"),
      description: translate(strings, "admin.users.description"),
    }),
  };
}
