import { createLazyRoute } from "@tanstack/react-router";
import { OnboardingPage } from "#web/features/admin/onboarding/components/onboarding-page";

function OnboardingRoute() {
  const navigate = adminOnboardingLazyRoute.useNavigate();
  return (
    <OnboardingPage
      providerId={adminOnboardingLazyRoute.useSearch().provider}
      onProviderChange={(provider) => void navigate({ search: { provider } })}
    />
  );
}

export const adminOnboardingLazyRoute = createLazyRoute("/admin/onboarding")({ component: OnboardingRoute });
