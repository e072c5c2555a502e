import { createRoute } from "@tanstack/react-router";
import { pageGuard } from "#web/features/admin/page-guard";
import { readUiStringsSearch } from "#web/features/admin/ui-strings/ui-strings-search";
import { adminLayoutRoute } from "./admin-layout";

/** UI Strings: the search text and the missing-only filter are in the address. */
export const adminUiStringsRoute = createRoute({
  getParentRoute: () => adminLayoutRoute,
  beforeLoad: pageGuard("ui_strings"),
  path: "ui-strings",
  validateSearch: readUiStringsSearch,
  loader: ({ context }) => import("./admin-ui-strings.loader").then((m) => m.loadAdminUiStringsPage(context)),
  head: ({ loaderData }) => loaderData?.head ?? {},
}).lazy(() => import("./admin-ui-strings.lazy").then((m) => m.adminUiStringsLazyRoute));
