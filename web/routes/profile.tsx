import { createRoute } from "@tanstack/react-router";
import { useCallback } from "react";
import { z } from "zod";
import { appLayoutRoute } from "./app-layout";
import { loadStrings } from "../i18n/ui-strings";
import { translate } from "../i18n/translate";
import { useT } from "../i18n/use-t";
import { meQuery, useMe } from "../features/auth/api";
import { privatePageHead } from "../lib/seo";
import { canReviewQuery, eligibilityQuery, paymentMethodQuery, profileQuery } from "../features/profile/api";
import { ProfileOverview, ProfileSkeleton } from "../features/profile/components/profile-overview";
import { SignedOutProfile } from "../features/profile/components/signed-out-profile";
import {
  useVerificationResultToast,
  verificationOutcome,
} from "../features/profile/use-verification-result-toast";

/**
 * Where the verification link lands: ?emailVerified=1, or ?emailVerification=invalid|expired.
 * emailVerified keeps whatever the router parsed (the number 1): turning it into another type
 * would change the address, and the server redirects to the address it renders.
 */
const profileSearchSchema = z.object({
  emailVerified: z.union([z.number(), z.string(), z.boolean()]).optional().catch(undefined),
  emailVerification: z.enum(["invalid", "expired"]).optional().catch(undefined),
});

/** No locale variant (spec §2): the page speaks the visitor's preferred language. */
export const profileRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: "profile",
  validateSearch: profileSearchSchema,
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
  pendingComponent: ProfilePending,
  component: ProfilePage,
});

function ProfileHeading() {
  const { t } = useT();
  return (
    <header className="space-y-2">
      <h1 className="text-3xl font-bold tracking-tight">{t("profile.title")}</h1>
      <p className="text-muted-foreground">{t("profile.subtitle")}</p>
    </header>
  );
}

function ProfilePage() {
  const { user, isPending } = useMe();
  const search = profileRoute.useSearch();
  const navigate = profileRoute.useNavigate();
  const clearOutcome = useCallback(
    () =>
      void navigate({
        search: (prev) => ({ ...prev, emailVerified: undefined, emailVerification: undefined }),
        replace: true,
      }),
    [navigate],
  );
  useVerificationResultToast(verificationOutcome(search), clearOutcome);
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <ProfileHeading />
      {isPending ? <ProfileSkeleton /> : user ? <ProfileOverview /> : <SignedOutProfile />}
    </div>
  );
}

function ProfilePending() {
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <ProfileHeading />
      <ProfileSkeleton />
    </div>
  );
}
