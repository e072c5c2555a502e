import { createRoute } from "@tanstack/react-router";
import { appLayoutRoute } from "./app-layout";
import { loadStrings } from "../i18n/ui-strings";
import { translate } from "../i18n/translate";
import { meQuery } from "../features/auth/api";
import { privatePageHead } from "../lib/seo";
import { optionalOneOf } from "../lib/search-params";
import { canReviewQuery, eligibilityQuery, paymentMethodQuery, profileQuery } from "../features/profile/api";

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

/** No locale variant (spec §2): the page speaks the visitor's preferred language. */
export const profileRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: "profile",
  validateSearch: profileSearch,
  loader: async ({ context }) => {
    const { queryClient, locale } = context;
    const [strings, me] = await Promise.all([
      loadStrings(queryClient, locale),
      queryClient.ensureQueryData(meQuery),
    ]);
    if (me.user) {
      // In the server HTML from the start; a failed read shows in its own card instead.
      const settle = (read: Promise<unknown>) => read.catch(() => undefined);
      await Promise.all([
        settle(queryClient.ensureQueryData(profileQuery)),
        settle(queryClient.ensureQueryData(paymentMethodQuery)),
        settle(queryClient.ensureQueryData(canReviewQuery(locale))),
        settle(queryClient.ensureQueryData(eligibilityQuery)),
      ]);
    }
    return {
      title: translate(strings, "meta.profile.title"),
      description: translate(strings, "meta.profile.description"),
    };
  },
  head: ({ loaderData }) => privatePageHead(loaderData),
}).lazy(() => import("./profile.lazy").then((m) => m.profileLazyRoute));
