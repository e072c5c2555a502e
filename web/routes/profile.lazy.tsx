import { createLazyRoute } from "@tanstack/react-router";
import { useCallback } from "react";
import { useMe } from "#web/features/auth/api";
import { ProfileOverview, ProfileSkeleton } from "#web/features/profile/components/profile-overview";
import { SignedOutProfile } from "#web/features/profile/components/signed-out-profile";
import {
  useVerificationResultToast,
  verificationOutcome,
} from "#web/features/profile/use-verification-result-toast";
import { useT } from "#web/i18n/use-t";

export const profileLazyRoute = createLazyRoute("/app/profile")({
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
  const search = profileLazyRoute.useSearch();
  const navigate = profileLazyRoute.useNavigate();
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
