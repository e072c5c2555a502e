import { createRoute } from "@tanstack/react-router";
import { BONUS_TYPES, type BonusType } from "#schema/enums";
import { documentRoute } from "./document-route";
import { localeLayoutRoute } from "./locale-layout";
import { optionalOneOf, optionalPage } from "../lib/search-params";

/**
 * The bonus type filter and the page live in the URL (`?type=`, none means all; `?page=N` from 1, the
 * first stays out of the URL), so a filtered list can be shared and back works.
 */
export const bonusRoute = createRoute({
  getParentRoute: () => localeLayoutRoute,
  path: "bonus",
  ...documentRoute,
  validateSearch: (search: Record<string, unknown>): { type?: BonusType; page?: number } => ({
    type: optionalOneOf(BONUS_TYPES, search.type),
    page: optionalPage(search.page),
  }),
  loaderDeps: ({ search }) => ({ type: search.type, page: (search.page ?? 1) - 1 }),
  loader: ({ context, location, preload, deps }) =>
    import("./bonus.loader").then((m) =>
      m.loadBonusPage({ context, pathname: location.pathname, preload }, deps),
    ),
  head: ({ loaderData }) => loaderData?.head ?? {},
}).lazy(() => import("./bonus.lazy").then((m) => m.bonusLazyRoute));
