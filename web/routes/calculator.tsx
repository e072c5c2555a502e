import { createRoute } from "@tanstack/react-router";
import { localeLayoutRoute } from "./locale-layout";

export const calculatorRoute = createRoute({
  getParentRoute: () => localeLayoutRoute,
  path: "calculator",
}).lazy(() => import("./calculator.lazy").then((m) => m.calculatorLazyRoute));
