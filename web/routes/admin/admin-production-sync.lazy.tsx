import { createLazyRoute } from "@tanstack/react-router";
import { ProductionSyncPage } from "#web/features/admin/production-sync/components/production-sync-page";

export const adminProductionSyncLazyRoute = createLazyRoute("/admin/production-sync")({
  component: ProductionSyncPage,
});
