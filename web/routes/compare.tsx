import { createRoute } from "@tanstack/react-router";
import { localeLayoutRoute } from "./locale-layout";
import { optionalIdList } from "../lib/search-params";

/** Ids read from the URL before the unknown ones are dropped and the first three kept. */
const MAX_IDS_READ = 12;

/**
 * The chosen providers live in the URL (`?p=slug,slug,slug`, kept as that one text), so a comparison
 * can be shared and the back button undoes a change; the server renders the comparison for such a link.
 */
export const compareRoute = createRoute({
  getParentRoute: () => localeLayoutRoute,
  path: "compare",
  validateSearch: (search: Record<string, unknown>): { p?: string } => ({
    p: optionalIdList(search.p, MAX_IDS_READ)?.join(","),
  }),
  loaderDeps: ({ search }) => ({ selection: search.p }),
  loader: ({ context, location, deps }) =>
    import("./compare.loader").then((m) =>
      m.loadComparePage({ context, pathname: location.pathname }, deps.selection),
    ),
  head: ({ loaderData }) => loaderData?.head ?? {},
}).lazy(() => import("./compare.lazy").then((m) => m.compareLazyRoute));
