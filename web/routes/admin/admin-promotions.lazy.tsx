import { createLazyRoute } from "@tanstack/react-router";
import { PromotionsPage } from "#web/features/admin/promotions/components/promotions-page";

export const adminPromotionsLazyRoute = createLazyRoute("/admin/promotions")({ component: PromotionsPage });
