import { onboardingProvidersQuery, providerStepsQuery } from "#web/features/admin/onboarding/api";
import type { OnboardingSearch } from "#web/features/admin/onboarding/onboarding-search";
import { translate } from "#web/i18n/translate";
import { loadOwnStrings } from "#web/i18n/load-strings";
import type { PageLoad } from "#web/lib/page-loader";
import { withServerRead } from "#web/lib/server-reads";
import { privatePageHead } from "#web/lib/seo";

export async function loadAdminOnboardingPage(context: PageLoad["context"], search: OnboardingSearch) {
  const { queryClient, reads } = context;
  const { provider } = search;
  const [strings] = await Promise.all([
    loadOwnStrings(context, "admin"),
    // A failed read shows the page's error state (with a retry), not an error page.
    queryClient
      .ensureQueryData(withServerRead(onboardingProvidersQuery(), reads?.admin.onboardingProviders))
      .catch(() => undefined),
    provider &&
      queryClient
        .ensureQueryData(
          withServerRead(providerStepsQuery(provider), reads && (() => reads.admin.providerSteps(provider))),
        )
        .catch(() => undefined),
  ]);
  return {
    head: privatePageHead({
      title: translate(strings, "admin.onboarding.title"),
      description: translate(strings, "admin.onboarding.description"),
    }),
  };
}
