/**
 * Production Sync: the rows of each kind of content a sync copies.
 * POST /api/admin/sync-to-production answers what it copied; GET /api/admin/production-sync what
 * the next sync would copy, and whether a production database (PROD_DB) is bound at all.
 */
export type ProductionSyncCounts = {
  providers: number;
  promotions: number;
  uiStrings: number;
  externalRatings: number;
  onboardingSteps: number;
  banners: number;
};

export type ProductionSyncStatus = {
  configured: boolean;
  counts: ProductionSyncCounts;
};

/** The order the page lists the counts in (the four the sync has always copied first, then the later kinds). */
export const PRODUCTION_SYNC_KINDS = [
  "providers",
  "promotions",
  "uiStrings",
  "externalRatings",
  "onboardingSteps",
  "banners",
] as const satisfies readonly (keyof ProductionSyncCounts)[];
