import { createLazyRoute } from "@tanstack/react-router";
import { RepresentativesPage } from "#web/features/admin/representatives/components/representatives-page";

export const adminRepresentativesLazyRoute = createLazyRoute("/admin/representatives")({
  component: RepresentativesPage,
});
