import { appLayoutRoute } from "./routes/app-layout";
import { homeRoute } from "./routes/home";
import { localeLayoutRoute } from "./routes/locale-layout";
import { menuRoute } from "./routes/menu";
import { providersRoute } from "./routes/providers";
import { rootRoute } from "./routes/root";

export const routeTree = rootRoute.addChildren([
  appLayoutRoute.addChildren([localeLayoutRoute.addChildren([homeRoute, providersRoute, menuRoute])]),
]);
