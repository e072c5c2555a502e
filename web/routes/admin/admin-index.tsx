import { createRoute } from "@tanstack/react-router";
import { adminLayoutRoute } from "./admin-layout";
import { loadStrings } from "#web/i18n/ui-strings";
import { translate } from "#web/i18n/translate";
import { privatePageHead } from "#web/lib/seo";

export const adminIndexRoute = createRoute({
  getParentRoute: () => adminLayoutRoute,
  path: "/",
  loader: async ({ context }) => {
    const strings = await loadStrings(context.queryClient, context.locale);
    return {
      title: translate(strings, "admin.dashboard.title"),
      description: translate(strings, "meta.admin.description"),
    };
  },
  head: ({ loaderData }) => privatePageHead(loaderData),
}).lazy(() => import("./admin-index.lazy").then((m) => m.adminIndexLazyRoute));
