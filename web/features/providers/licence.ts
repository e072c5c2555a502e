import type { PublicProvider } from "#schema/api/providers";
import type { LicenseStatus } from "#schema/enums";

/** The licensed badge is earned only by the status 'licensed'. */
export const isLicensed = (provider: Pick<PublicProvider, "licenseStatus">) =>
  provider.licenseStatus === "licensed";

/**
 * How a status reads: licensed in green, pending neutral, and a licence that does not let the
 * provider take bets (suspended, revoked, expired) as a warning.
 */
export const LICENCE_STATUS_TONE = {
  licensed: "success",
  pending: "secondary",
  suspended: "destructive",
  revoked: "destructive",
  expired: "destructive",
} as const satisfies Record<LicenseStatus, "success" | "secondary" | "destructive">;

/** The status's name in the page's language (a UI string). */
export const licenceStatusKey = (status: LicenseStatus) => `provider.licence.status.${status}` as const;

/**
 * The provider's own site, shown as the licensed one only on a `.com.cy` domain: the address the
 * authority licenses in Cyprus. Any other domain is not presented as the licensed site.
 */
export function licensedSite(provider: Pick<PublicProvider, "domain">): string | null {
  const domain = provider.domain.trim().toLowerCase();
  return /^([a-z0-9-]+\.)+com\.cy$/.test(domain) ? `https://${domain}` : null;
}
