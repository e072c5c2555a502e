import { createRoute } from "@tanstack/react-router";
import { documentRoute } from "./document-route";
import { localeLayoutRoute } from "./locale-layout";

export const homeRoute = createRoute({
  getParentRoute: () => localeLayoutRoute,
  path: "/",
  ...documentRoute,
  loader: ({ context, location, preload }) =>
    import("./home.loader").then((m) => m.loadHomePage({ context, pathname: location.pathname, preload })),
  head: ({ loaderData }) => loaderData?.head ?? {},
}).lazy(() => import("./home.lazy").then((m) => m.homeLazyRoute));
