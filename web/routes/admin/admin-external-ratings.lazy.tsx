import { createLazyRoute } from "@tanstack/react-router";
import { ExternalRatingsPage } from "#web/features/admin/external-ratings/components/external-ratings-page";

export const adminExternalRatingsLazyRoute = createLazyRoute("/admin/external-ratings")({
  component: ExternalRatingsPage,
});
