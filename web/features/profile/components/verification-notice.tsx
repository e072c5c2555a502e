import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense } from "react";
import { useMe } from "#web/features/auth/api";
import { profileQuery } from "../profile-query";

const VerificationBanner = lazy(() => import("./verification-banner"));

/** Whether a signed-in user's e-mail is still unverified (false until their profile has loaded). */
export function useVerificationNeeded() {
  const { user } = useMe();
  const { data: profile } = useQuery({ ...profileQuery, enabled: !!user });
  return !!user && !!profile && !profile.emailVerified;
}

/**
 * Above every page while a signed-in user's e-mail is unverified: only once the profile has loaded
 * (never fetched for anonymous visitors) and only while emailVerified is false. The banner's code
 * (with its send button and messages) loads only then.
 */
export function VerificationNotice() {
  if (!useVerificationNeeded()) return null;
  return (
    <Suspense fallback={null}>
      <VerificationBanner />
    </Suspense>
  );
}
