import { createLazyRoute } from "@tanstack/react-router";
import { PrizesPage } from "#web/features/admin/prizes/components/prizes-page";

function PrizesRoute() {
  const navigate = adminPrizesLazyRoute.useNavigate();
  return (
    <PrizesPage
      search={adminPrizesLazyRoute.useSearch()}
      onSearchChange={(search) => void navigate({ search })}
    />
  );
}

export const adminPrizesLazyRoute = createLazyRoute("/admin/prizes")({ component: PrizesRoute });
