import { createLazyRoute } from "@tanstack/react-router";
import { BannersPage } from "#web/features/admin/banners/components/banners-page";

export const adminBannersLazyRoute = createLazyRoute("/admin/banners")({ component: BannersPage });
