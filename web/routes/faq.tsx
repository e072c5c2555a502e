import { createRoute } from "@tanstack/react-router";
import { documentRoute } from "./document-route";
import { localeLayoutRoute } from "./locale-layout";

export const faqRoute = createRoute({
  getParentRoute: () => localeLayoutRoute,
  path: "faq",
  ...documentRoute,
  loader: ({ context, location, preload }) =>
    import("./faq.loader").then((m) => m.loadFaqPage({ context, pathname: location.pathname, preload })),
  head: ({ loaderData }) => loaderData?.head ?? {},
}).lazy(() => import("./faq.lazy").then((m) => m.faqLazyRoute));
