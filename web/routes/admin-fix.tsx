import { createRoute } from "@tanstack/react-router";
import { appLayoutRoute } from "./app-layout";
import { loadStrings } from "../i18n/ui-strings";
import { translate } from "../i18n/translate";
import { meQuery } from "../features/auth/api";
import { privatePageHead } from "../lib/seo";

/** Self-service admin access (no locale variant): works for the server's configured admin e-mail. */
export const adminFixRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: "admin-fix",
  loader: async ({ context }) => {
    const { queryClient, locale } = context;
    const [strings] = await Promise.all([
      loadStrings(queryClient, locale),
      queryClient.ensureQueryData(meQuery),
    ]);
    return {
      title: translate(strings, "meta.admin_fix.title"),
      description: translate(strings, "meta.admin_fix.description"),
    };
  },
  head: ({ loaderData }) => privatePageHead(loaderData),
}).lazy(() => import("./admin-fix.lazy").then((m) => m.adminFixLazyRoute));
