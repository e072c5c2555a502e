import { createRoute } from "@tanstack/react-router";
import { localeLayoutRoute } from "./locale-layout";
import { loadStrings } from "../i18n/ui-strings";
import { translate } from "../i18n/translate";
import { pageHead } from "../lib/seo";
import { optionalOneOf } from "../lib/search-params";

const NON_DEFAULT_MODES = ["handicap"] as const;

/**
 * The mode lives in the URL (`?mode=handicap`; the single bet, the default, keeps the address
 * clean), so back, forward and a shared link keep it. The handicap calculator's code is its own
 * chunk: the loader fetches it when the URL asks for it, so the server renders it in place.
 */
export const calculatorRoute = createRoute({
  getParentRoute: () => localeLayoutRoute,
  path: "calculator",
  validateSearch: (search: Record<string, unknown>): { mode?: (typeof NON_DEFAULT_MODES)[number] } => ({
    mode: optionalOneOf(NON_DEFAULT_MODES, search.mode),
  }),
  loaderDeps: ({ search }) => ({ mode: search.mode }),
  loader: async ({ context, deps }) => {
    const [strings] = await Promise.all([
      loadStrings(context.queryClient, context.locale),
      deps.mode === "handicap" && import("./calculator.lazy").then((m) => m.loadHandicapCalculator()),
    ]);
    return {
      title: translate(strings, "meta.calculator.title"),
      description: translate(strings, "meta.calculator.description"),
    };
  },
  head: ({ loaderData, match }) => pageHead(loaderData, match),
}).lazy(() => import("./calculator.lazy").then((m) => m.calculatorLazyRoute));
