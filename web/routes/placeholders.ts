import { createRoute, notFound } from "@tanstack/react-router";
import { adminLayoutRoute } from "./admin/admin-layout";
import { localeLayoutRoute } from "./locale-layout";

/**
 * Pages the navigation already links to but that are not built yet. Registered so every link is
 * checked against the route tree; until its page exists, each answers the 404 screen (status 404).
 */
const notYetBuilt = () => {
  throw notFound();
};

const publicPage = <const Path extends string>(path: Path) =>
  createRoute({ getParentRoute: () => localeLayoutRoute, path, beforeLoad: notYetBuilt });

const adminPage = <const Path extends string>(path: Path) =>
  createRoute({ getParentRoute: () => adminLayoutRoute, path, beforeLoad: notYetBuilt });

export const publicPlaceholderRoutes = [publicPage("leaderboard")] as const;

export const adminPlaceholderRoutes = [
  adminPage("providers"),
  adminPage("promotions"),
  adminPage("onboarding"),
  adminPage("prizes"),
  adminPage("external-ratings"),
  adminPage("import"),
  adminPage("production-sync"),
  adminPage("ui-strings"),
  adminPage("analytics"),
] as const;
