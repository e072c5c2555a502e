import { and, eq, sql } from "drizzle-orm";
import { providers } from "#schema/providers";

/** `licenceConfirmed` (schema/licence-gate.ts) as a condition on the providers table. */
export const licenceConfirmedSql = and(
  eq(providers.licenseStatus, "licensed"),
  eq(providers.registerCheck, "confirmed"),
)!;

/**
 * A provider's visit and bonus addresses as the public site reads them: none for a provider whose
 * licence is not confirmed, so no page offers a way to it and no other client learns one.
 */
export const linkableProviderUrls = {
  affiliateUrl: sql<string | null>`case when ${licenceConfirmedSql} then ${providers.affiliateUrl} end`,
  bonusLink: sql<string | null>`case when ${licenceConfirmedSql} then ${providers.bonusLink} end`,
};
