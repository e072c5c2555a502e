import { createRoute } from "@tanstack/react-router";
import { appLayoutRoute } from "./app-layout";
import { optionalOneOf } from "../lib/search-params";

/**
 * Where the verification link lands: ?emailVerified=1, or ?emailVerification=invalid|expired.
 * emailVerified keeps whatever the router parsed (the number 1): turning it into another type
 * would change the address, and the server redirects to the address it renders.
 */
function profileSearch(search: Record<string, unknown>): {
  emailVerified?: number | string | boolean;
  emailVerification?: "invalid" | "expired";
} {
  const { emailVerified } = search;
  const kept = ["number", "string", "boolean"].includes(typeof emailVerified);
  return {
    emailVerified: kept ? (emailVerified as number | string | boolean) : undefined,
    emailVerification: optionalOneOf(["invalid", "expired"], search.emailVerification),
  };
}

/** No locale variant: the page speaks the visitor's preferred language. */
export const profileRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: "profile",
  validateSearch: profileSearch,
  loader: ({ context, location }) =>
    import("./profile.loader").then((m) => m.loadProfilePage({ context, pathname: location.pathname })),
  head: ({ loaderData }) => loaderData?.head ?? {},
}).lazy(() => import("./profile.lazy").then((m) => m.profileLazyRoute));
