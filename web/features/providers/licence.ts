import type { PublicProvider } from "#schema/api/providers";
import { licenceConfirmed } from "#schema/licence-gate";

/** The licensed badge: a licence in force that the regulator's latest register confirms. */
export const isLicensed = (provider: Pick<PublicProvider, "licenseStatus" | "registerCheck">) =>
  licenceConfirmed(provider);

/**
 * The provider's own site, shown as the licensed one only on a `.com.cy` domain: the address the
 * authority licenses in Cyprus. Any other domain is not presented as the licensed site.
 */
export function licensedSite(provider: Pick<PublicProvider, "domain">): string | null {
  const domain = provider.domain.trim().toLowerCase();
  return /^([a-z0-9-]+\.)+com\.cy$/.test(domain) ? `https://${domain}` : null;
}
