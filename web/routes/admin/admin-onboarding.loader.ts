import { onboardingProvidersQuery, providerStepsQuery } from "#web/features/admin/onboarding/api";
import type { OnboardingSearch } from "#web/features/admin/onboarding/onboarding-search";
import { translate } from "#web/i18n/translate";
import { loadOwnStrings } from "#web/i18n/load-strings";
import type { PageLoad } from "#web/lib/page-loader";
import { privatePageHead } from "#web/lib/seo";

export async function loadAdminOnboardingPage(context: PageLoad["context"], search: OnboardingSearch) {
  const { queryClient } = context;
  const [strings] = await Promise.all([
    loadOwnStrings(queryClient, context.locale, "admin"),
    // A failed read shows the page's error state (with a retry), not an error page.
    queryClient.ensureQueryData(onboardingProvidersQuery()).catch(() => undefined),
    search.provider &&
      queryClient.ensureQueryData(providerStepsQuery(search.provider)).catch(() => undefined),
  ]);
  return {
    head: privatePageHead({
      title: translate(strings, "admin.onboarding.title"),
      description: translate(strings, "admin.onboarding.description"),
    }),
  };
}
