import type { PublicProvider } from "#schema/api/providers";

/** The licensed badge is earned only by the status 'licensed'. */
export const isLicensed = (provider: Pick<PublicProvider, "licenseStatus">) =>
  provider.licenseStatus === "licensed";

/**
 * The provider's own site, shown as the licensed one only on a `.com.cy` domain: the address the
 * authority licenses in Cyprus. Any other domain is not presented as the licensed site.
 */
export function licensedSite(provider: Pick<PublicProvider, "domain">): string | null {
  const domain = provider.domain.trim().toLowerCase();
  return /^([a-z0-9-]+\.)+com\.cy$/.test(domain) ? `https://${domain}` : null;
}
