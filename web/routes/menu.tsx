import { createRoute } from "@tanstack/react-router";
import { documentRoute } from "./document-route";
import { localeLayoutRoute } from "./locale-layout";

export const menuRoute = createRoute({
  getParentRoute: () => localeLayoutRoute,
  path: "menu",
  ...documentRoute,
  loader: ({ context, location, preload }) =>
    import("./menu.loader").then((m) => m.loadMenuPage({ context, pathname: location.pathname, preload })),
  head: ({ loaderData }) => loaderData?.head ?? {},
}).lazy(() => import("./menu.lazy").then((m) => m.menuLazyRoute));
