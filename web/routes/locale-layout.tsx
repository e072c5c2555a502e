import { createRoute, notFound, Outlet } from "@tanstack/react-router";
import { isLocale } from "#schema/locales";
import { appLayoutRoute } from "./app-layout";

/** Public pages answer both without a prefix and under `/{locale}`; any other prefix is a 404. */
export const localeLayoutRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: "{-$locale}",
  beforeLoad: ({ params }) => {
    if (params.locale !== undefined && !isLocale(params.locale)) throw notFound();
  },
  component: Outlet,
});
