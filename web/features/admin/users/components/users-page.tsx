import { useQuery } from "@tanstack/react-query";
import { USER_SEARCH_MAX } from "#schema/api/admin-users";
import { Badge } from "#web/components/ui/badge";
import { ScrollRegion } from "#web/components/ui/scroll-region";
import { Skeleton } from "#web/components/ui/skeleton";
import { fullName } from "#web/features/auth/display-name";
import { formatDate } from "#web/i18n/format";
import { useT } from "#web/i18n/use-t";
import { QueryView } from "#web/features/admin/components/query-view";
import { SearchForm } from "#web/features/admin/components/search-form";
import { staffUsersQuery } from "../api";
import type { UsersSearch } from "../users-search";
import { RoleSelect } from "./role-select";

/** Users (admins only): find a user by e-mail and change their back-office role. */
export function UsersPage({
  search,
  onSearchChange,
}: {
  search: UsersSearch;
  onSearchChange: (search: UsersSearch) => void;
}) {
  const { t, locale } = useT();
  const query = useQuery(staffUsersQuery(search.q));
  return (
    <div className="space-y-6">
      <header className="space-y-2">
        <h1 className="text-3xl font-bold tracking-tight">{t("admin.nav.users")}</h1>
        <p className="text-muted-foreground">{t("admin.users.description")}</p>
      </header>
      <SearchForm
        id="users-search"
        label={t("admin.users.search_label")}
        submitLabel={t("admin.users.search")}
        maxLength={USER_SEARCH_MAX}
        value={search.q}
        onSearch={(q) => onSearchChange({ q })}
      />
      {!search.q && <p className="text-sm text-muted-foreground">{t("admin.users.staff_hint")}</p>}
      <QueryView
        query={query}
        failed={t("admin.users.fetch_failed")}
        loadingClassName="space-y-2"
        loading={Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} className="h-12" />
        ))}
      >
        {(data) =>
          data.length === 0 ? (
            <p className="text-muted-foreground">{t("admin.users.none_found", { q: search.q ?? "" })}</p>
          ) : (
            <ScrollRegion label={t("admin.nav.users")} className="rounded-lg">
              <table className="w-full text-sm">
                <thead className="bg-muted/50 text-start">
                  <tr>
                    <th scope="col" className="px-3 py-2 text-start font-medium">
                      {t("admin.users.email")}
                    </th>
                    <th scope="col" className="px-3 py-2 text-start font-medium">
                      {t("admin.users.name")}
                    </th>
                    <th scope="col" className="px-3 py-2 text-start font-medium">
                      {t("admin.users.joined")}
                    </th>
                    <th scope="col" className="px-3 py-2 text-start font-medium">
                      {t("admin.users.role")}
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y">
                  {data.map((user) => (
                    <tr key={user.id}>
                      <td className="px-3 py-2">
                        <span className="break-all">{user.email ?? "—"}</span>{" "}
                        {user.emailVerified && <Badge variant="success">{t("admin.users.verified")}</Badge>}
                      </td>
                      <td className="px-3 py-2">{fullName(user) ?? user.username ?? "—"}</td>
                      <td className="px-3 py-2 whitespace-nowrap">
                        <time dateTime={user.createdAt}>{formatDate(locale, user.createdAt)}</time>
                      </td>
                      <td className="px-3 py-2">
                        <RoleSelect user={user} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollRegion>
          )
        }
      </QueryView>
    </div>
  );
}
