import { createLazyRoute } from "@tanstack/react-router";
import { ComplaintQueuePage } from "#web/features/admin/complaints/components/complaint-queue-page";

function ComplaintsRoute() {
  return <ComplaintQueuePage search={adminComplaintsLazyRoute.useSearch()} />;
}

export const adminComplaintsLazyRoute = createLazyRoute("/admin/complaints")({ component: ComplaintsRoute });
