import { createRoute } from "@tanstack/react-router";
import { localeLayoutRoute } from "./locale-layout";

export const faqRoute = createRoute({
  getParentRoute: () => localeLayoutRoute,
  path: "faq",
}).lazy(() => import("./faq.lazy").then((m) => m.faqLazyRoute));
