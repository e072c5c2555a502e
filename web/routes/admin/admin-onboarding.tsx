import { createRoute } from "@tanstack/react-router";
import { readOnboardingSearch } from "#web/features/admin/onboarding/onboarding-search";
import { pageGuard } from "#web/features/admin/page-guard";
import { adminLayoutRoute } from "./admin-layout";

/** Onboarding: the chosen provider is in the address. */
export const adminOnboardingRoute = createRoute({
  getParentRoute: () => adminLayoutRoute,
  beforeLoad: pageGuard("onboarding"),
  path: "onboarding",
  validateSearch: readOnboardingSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    import("./admin-onboarding.loader").then((m) => m.loadAdminOnboardingPage(context, deps)),
  head: ({ loaderData }) => loaderData?.head ?? {},
}).lazy(() => import("./admin-onboarding.lazy").then((m) => m.adminOnboardingLazyRoute));
