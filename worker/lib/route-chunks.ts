/**
 * Each route with a component chunk (by route id), and that chunk's source file: a page imports its
 * chunk and the chunk's imports beside the entry, instead of after it. A route missing here still
 * works, one round trip slower; a test walks the route tree for them (test/unit/route-chunks.test.ts).
 */
const LAZY_CHUNKS: Record<string, string> = {
  "/app/profile": "profile",
  "/app/admin-fix": "admin-fix",
  "/admin": "admin/admin-layout",
  "/admin/": "admin/admin-index",
  "/admin/providers": "admin/admin-providers",
  "/admin/promotions": "admin/admin-promotions",
  "/admin/reviews": "admin/admin-reviews",
  "/admin/prizes": "admin/admin-prizes",
  "/admin/external-ratings": "admin/admin-external-ratings",
  "/admin/onboarding": "admin/admin-onboarding",
  "/admin/ui-strings": "admin/admin-ui-strings",
  "/admin/users": "admin/admin-users",
  "/admin/audit-log": "admin/admin-audit-log",
  "/admin/production-sync": "admin/admin-production-sync",
  "/admin/import": "admin/admin-import",
  "/admin/banners": "admin/admin-banners",
  "/admin/newsletter": "admin/admin-newsletter",
  "/admin/analytics": "admin/admin-analytics",
};

/** Route id → the build manifest's key of its component chunk (`web/routes/{name}.lazy.tsx`). */
export const routeChunkSources = (): Record<string, string> =>
  Object.fromEntries(Object.entries(LAZY_CHUNKS).map(([id, name]) => [id, `web/routes/${name}.lazy.tsx`]));
