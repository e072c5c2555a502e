import { createRoute } from "@tanstack/react-router";
import { localeLayoutRoute } from "./locale-layout";

export const compareRoute = createRoute({
  getParentRoute: () => localeLayoutRoute,
  path: "compare",
}).lazy(() => import("./compare.lazy").then((m) => m.compareLazyRoute));
