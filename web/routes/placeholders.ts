import { createRoute, notFound } from "@tanstack/react-router";
import { localeLayoutRoute } from "./locale-layout";

/**
 * Pages the navigation already links to but that are not built yet. Registered so every link is
 * checked against the route tree; until its page exists, each answers the 404 screen (status 404).
 */
export const notYetBuilt = () => {
  throw notFound();
};

const publicPage = <const Path extends string>(path: Path) =>
  createRoute({ getParentRoute: () => localeLayoutRoute, path, beforeLoad: notYetBuilt });

export const publicPlaceholderRoutes = [publicPage("leaderboard")] as const;
