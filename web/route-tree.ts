import { adminFixRoute } from "./routes/admin-fix";
import { adminIndexRoute } from "./routes/admin/admin-index";
import { adminLayoutRoute } from "./routes/admin/admin-layout";
import { adminReviewsRoute } from "./routes/admin/admin-reviews";
import { appLayoutRoute } from "./routes/app-layout";
import { bonusRoute } from "./routes/bonus";
import { calculatorRoute } from "./routes/calculator";
import { compareRoute } from "./routes/compare";
import { faqRoute } from "./routes/faq";
import { homeRoute } from "./routes/home";
import { aboutRoute, contactRoute, privacyRoute, termsRoute } from "./routes/info-pages";
import { localeLayoutRoute } from "./routes/locale-layout";
import { menuRoute } from "./routes/menu";
import { profileRoute } from "./routes/profile";
import { providerRoute } from "./routes/provider";
import { providersRoute } from "./routes/providers";
import { adminPlaceholderRoutes, publicPlaceholderRoutes } from "./routes/placeholders";
import { rootRoute } from "./routes/root";

export const routeTree = rootRoute.addChildren([
  appLayoutRoute.addChildren([
    // No locale variant (spec §2): registered beside the `{-$locale}` layout, not under it.
    profileRoute,
    adminFixRoute,
    localeLayoutRoute.addChildren([
      homeRoute,
      providersRoute,
      providerRoute,
      bonusRoute,
      compareRoute,
      menuRoute,
      faqRoute,
      calculatorRoute,
      aboutRoute,
      contactRoute,
      termsRoute,
      privacyRoute,
      ...publicPlaceholderRoutes,
    ]),
  ]),
  adminLayoutRoute.addChildren([adminIndexRoute, adminReviewsRoute, ...adminPlaceholderRoutes]),
]);
