import { createRoute } from "@tanstack/react-router";
import { documentRoute } from "./document-route";
import { localeLayoutRoute } from "./locale-layout";
import { optionalText } from "../lib/search-params";

/**
 * The chosen providers live in the URL (`?p=slug,slug,slug`), so a comparison can be shared and the
 * back button undoes a change; the server renders the comparison for such a link. Read here as one
 * text; the page resolves it against the active providers (selectedProviders). The picker's form
 * without JavaScript sends a repeated `p`, which the Worker joins into one (compare-selection.ts).
 */
export const compareRoute = createRoute({
  getParentRoute: () => localeLayoutRoute,
  path: "compare",
  ...documentRoute,
  validateSearch: (search: Record<string, unknown>): { p?: string } => ({
    p: optionalText(search.p),
  }),
  loaderDeps: ({ search }) => ({ selection: search.p }),
  loader: ({ context, location, deps, preload }) =>
    import("./compare.loader").then((m) =>
      m.loadComparePage({ context, pathname: location.pathname, preload }, deps.selection),
    ),
  head: ({ loaderData }) => loaderData?.head ?? {},
}).lazy(() => import("./compare.lazy").then((m) => m.compareLazyRoute));
