import { createRoute } from "@tanstack/react-router";
import { localeLayoutRoute } from "./locale-layout";
import { jsonLdScript, pageHead } from "../lib/seo";

export const homeRoute = createRoute({
  getParentRoute: () => localeLayoutRoute,
  path: "/",
  loader: async ({ context }) => (await import("./home.loader")).loadHomePage(context),
  head: ({ loaderData, match }) => ({
    ...pageHead(loaderData, match),
    scripts: loaderData ? [jsonLdScript(loaderData.structuredData)] : [],
  }),
}).lazy(() => import("./home.lazy").then((m) => m.homeLazyRoute));
