import { optionalText } from "#web/lib/search-params";

/** The onboarding page's address: the chosen provider, so a link opens its steps. */
export type OnboardingSearch = { provider?: string };

/** Reads the address without trusting it: anything but non-blank text means no provider chosen. */
export function readOnboardingSearch(search: Record<string, unknown>): OnboardingSearch {
  const provider = optionalText(search.provider)?.trim();
  return { provider: provider || undefined };
}
