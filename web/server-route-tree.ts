import { backOfficeRoutes } from "./admin-route-tree";
import { adminFixRoute } from "./routes/admin-fix";
import { appLayoutRoute } from "./routes/app-layout";
import { bonusRoute } from "./routes/bonus";
import { calculatorRoute } from "./routes/calculator";
import { compareRoute } from "./routes/compare";
import { complaintRoute } from "./routes/complaint";
import { complaintFormRoute } from "./routes/complaint-form";
import { faqRoute } from "./routes/faq";
import { homeRoute } from "./routes/home";
import { aboutRoute, contactRoute, privacyRoute, termsRoute } from "./routes/info-pages";
import { leaderboardRoute } from "./routes/leaderboard";
import { localeLayoutRoute } from "./routes/locale-layout";
import { menuRoute } from "./routes/menu";
import { profileRoute } from "./routes/profile";
import { belowProviderRoute, providerRoute } from "./routes/provider";
import { providerComplaintsRoute } from "./routes/provider-complaints";
import { providersRoute } from "./routes/providers";
import { reviewPolicyRoute } from "./routes/review-policy";
import { rootRoute } from "./routes/root";
import { scoreRoute } from "./routes/score";
import { offerBreakRoute } from "./routes/offer-break";
import { selfCheckRoute } from "./routes/self-check";
import { transparencyRoute } from "./routes/transparency";

/**
 * Every route, as the server renders with it: the app's pages, the back office, and the public pages,
 * documents no browser's route tree has.
 */
export const fullRouteTree = () =>
  rootRoute.addChildren([
    appLayoutRoute.addChildren([
      // No locale variant: registered beside the `{-$locale}` layout, not under it.
      profileRoute,
      adminFixRoute,
      localeLayoutRoute.addChildren([
        homeRoute,
        providersRoute,
        providerRoute,
        providerComplaintsRoute,
        belowProviderRoute,
        complaintFormRoute,
        complaintRoute,
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
        reviewPolicyRoute,
        scoreRoute,
        transparencyRoute,
        selfCheckRoute,
        offerBreakRoute,
      ]),
    ]),
    backOfficeRoutes(),
  ]);

export type FullRouteTree = ReturnType<typeof fullRouteTree>;
