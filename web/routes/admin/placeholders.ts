import { createRoute } from "@tanstack/react-router";
import { notYetBuilt } from "../placeholders";
import { adminLayoutRoute } from "./admin-layout";

const adminPage = <const Path extends string>(path: Path) =>
  createRoute({ getParentRoute: () => adminLayoutRoute, path, beforeLoad: notYetBuilt });

/** Back-office pages the sidebar links to that are not built yet (see ../placeholders.ts). */
export const adminPlaceholderRoutes = [
  adminPage("import"),
  adminPage("production-sync"),
  adminPage("banners"),
  adminPage("newsletter"),
] as const;
