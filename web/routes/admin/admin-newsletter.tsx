import { createRoute } from "@tanstack/react-router";
import { pageGuard } from "#web/features/admin/page-guard";
import { readNewsletterSearch } from "#web/features/admin/newsletter/newsletter-search";
import { adminLayoutRoute } from "./admin-layout";

/** Newsletter: the e-mail search is in the address. */
export const adminNewsletterRoute = createRoute({
  getParentRoute: () => adminLayoutRoute,
  beforeLoad: pageGuard("newsletter"),
  path: "newsletter",
  validateSearch: readNewsletterSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    import("./admin-newsletter.loader").then((m) => m.loadAdminNewsletterPage(context, deps)),
  head: ({ loaderData }) => loaderData?.head ?? {},
}).lazy(() => import("./admin-newsletter.lazy").then((m) => m.adminNewsletterLazyRoute));
