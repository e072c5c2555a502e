import { adminFixRoute } from "./routes/admin-fix";
import { appLayoutRoute } from "./routes/app-layout";
import { bonusRoute } from "./routes/bonus";
import { calculatorRoute } from "./routes/calculator";
import { compareRoute } from "./routes/compare";
import { faqRoute } from "./routes/faq";
import { homeRoute } from "./routes/home";
import { aboutRoute, contactRoute, privacyRoute, termsRoute } from "./routes/info-pages";
import { leaderboardRoute } from "./routes/leaderboard";
import { localeLayoutRoute } from "./routes/locale-layout";
import { menuRoute } from "./routes/menu";
import { profileRoute } from "./routes/profile";
import { belowProviderRoute, providerRoute } from "./routes/provider";
import { providersRoute } from "./routes/providers";
import { rootRoute } from "./routes/root";
import type { FullRouteTree } from "./admin-route-tree";

/** Everything but the back office: the site as a visitor's browser knows it. */
export const siteRoutes = [
  appLayoutRoute.addChildren([
    // No locale variant: registered beside the `{-$locale}` layout, not under it.
    profileRoute,
    adminFixRoute,
    localeLayoutRoute.addChildren([
      homeRoute,
      providersRoute,
      providerRoute,
      belowProviderRoute,
      bonusRoute,
      compareRoute,
      menuRoute,
      faqRoute,
      calculatorRoute,
      leaderboardRoute,
      aboutRoute,
      contactRoute,
      termsRoute,
      privacyRoute,
    ]),
  ]),
] as const;

/**
 * The route tree of a browser that opened a page outside the back office. The back office's routes
 * are left out, so no visitor downloads them; links into it are plain links (a full page load),
 * whose page then starts with the full tree (admin-route-tree.ts). Typed as the full tree, which it
 * is a part of, so links are checked against one tree.
 */
export const siteRouteTree = () => rootRoute.addChildren([...siteRoutes]) as unknown as FullRouteTree;

/** The back office's addresses: /admin and below (not /admin-fix, a page of the site). */
export const isBackOfficePath = (pathname: string) => /^\/admin(\/|$)/.test(pathname);
