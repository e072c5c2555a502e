import { createLazyRoute } from "@tanstack/react-router";
import { UsersPage } from "#web/features/admin/users/components/users-page";

function UsersRoute() {
  const navigate = adminUsersLazyRoute.useNavigate();
  return (
    <UsersPage
      search={adminUsersLazyRoute.useSearch()}
      onSearchChange={(search) => void navigate({ search })}
    />
  );
}

export const adminUsersLazyRoute = createLazyRoute("/admin/users")({ component: UsersRoute });
