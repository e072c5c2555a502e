import { appLayoutRoute } from "./routes/app-layout";
import { homeRoute } from "./routes/home";
import { localeLayoutRoute } from "./routes/locale-layout";
import { rootRoute } from "./routes/root";

export const routeTree = rootRoute.addChildren([
  appLayoutRoute.addChildren([localeLayoutRoute.addChildren([homeRoute])]),
]);
