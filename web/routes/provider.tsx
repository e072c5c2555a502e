import { createRoute, notFound } from "@tanstack/react-router";
import { localeLayoutRoute } from "./locale-layout";

export const providerRoute = createRoute({
  getParentRoute: () => localeLayoutRoute,
  path: "providers/$providerId",
  beforeLoad: () => {
    throw notFound();
  },
}).lazy(() => import("./provider.lazy").then((m) => m.providerLazyRoute));
