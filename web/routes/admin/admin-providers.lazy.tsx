import { createLazyRoute } from "@tanstack/react-router";
import { ProvidersPage } from "#web/features/admin/providers/components/providers-page";

export const adminProvidersLazyRoute = createLazyRoute("/admin/providers")({ component: ProvidersPage });
