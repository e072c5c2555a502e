import { createLazyRoute } from "@tanstack/react-router";
import { UiStringsPage } from "#web/features/admin/ui-strings/components/ui-strings-page";

function UiStringsRoute() {
  const navigate = adminUiStringsLazyRoute.useNavigate();
  return (
    <UiStringsPage
      search={adminUiStringsLazyRoute.useSearch()}
      onSearchChange={(search) => void navigate({ search, replace: true })}
    />
  );
}

export const adminUiStringsLazyRoute = createLazyRoute("/admin/ui-strings")({ component: UiStringsRoute });
