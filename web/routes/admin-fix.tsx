import { createRoute } from "@tanstack/react-router";
import { appLayoutRoute } from "./app-layout";

/** Self-service admin access (no locale variant): works for the server's configured admin e-mail. */
export const adminFixRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: "admin-fix",
  loader: ({ context, location }) =>
    import("./admin-fix.loader").then((m) => m.loadAdminFixPage({ context, pathname: location.pathname })),
  head: ({ loaderData }) => loaderData?.head ?? {},
}).lazy(() => import("./admin-fix.lazy").then((m) => m.adminFixLazyRoute));
