import type { LicenseStatus, RegisterCheck } from "./enums";

/**
 * Promoting an operator without a licence in force is an offence in Cyprus, so the site presents a
 * provider as licensed (the badge), scores it, and links visitors to it (visit, claim and banner
 * links) only while its licence is 'licensed' AND the regulator's latest imported register confirms
 * it. A provider no register import has named yet is not confirmed: the gate fails closed. The
 * Worker's queries apply the same rule in SQL (worker/services/licence-gate.ts).
 */
export const licenceConfirmed = (provider: {
  licenseStatus: LicenseStatus | null;
  registerCheck: RegisterCheck | null;
}) => provider.licenseStatus === "licensed" && provider.registerCheck === "confirmed";
