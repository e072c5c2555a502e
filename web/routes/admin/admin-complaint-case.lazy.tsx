import { createLazyRoute } from "@tanstack/react-router";
import { ComplaintCasePage } from "#web/features/admin/complaint-case/components/complaint-case-page";

function ComplaintCaseRoute() {
  return <ComplaintCasePage id={adminComplaintCaseLazyRoute.useParams().complaintId} />;
}

export const adminComplaintCaseLazyRoute = createLazyRoute("/admin/complaints/$complaintId")({
  component: ComplaintCaseRoute,
});
