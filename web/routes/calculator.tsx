import { createRoute } from "@tanstack/react-router";
import { documentRoute } from "./document-route";
import { localeLayoutRoute } from "./locale-layout";
import { optionalOneOf } from "../lib/search-params";

const NON_DEFAULT_MODES = ["handicap"] as const;

/**
 * The mode lives in the URL (`?mode=handicap`; the single bet, the default, keeps the address
 * clean), so back, forward and a shared link keep it.
 */
export const calculatorRoute = createRoute({
  getParentRoute: () => localeLayoutRoute,
  path: "calculator",
  ...documentRoute,
  validateSearch: (search: Record<string, unknown>): { mode?: (typeof NON_DEFAULT_MODES)[number] } => ({
    mode: optionalOneOf(NON_DEFAULT_MODES, search.mode),
  }),
  loaderDeps: ({ search }) => ({ mode: search.mode }),
  loader: ({ context, location, deps, preload }) =>
    import("./calculator.loader").then((m) =>
      m.loadCalculatorPage({ context, pathname: location.pathname, preload }, deps.mode),
    ),
  head: ({ loaderData }) => loaderData?.head ?? {},
}).lazy(() => import("./calculator.lazy").then((m) => m.calculatorLazyRoute));
