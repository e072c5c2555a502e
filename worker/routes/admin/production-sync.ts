import { Hono, type Context } from "hono";
import type { ProductionSyncStatus } from "#schema/api/admin-production-sync";
import { apiError } from "#worker/lib/errors";
import { requirePermission, signedInUser } from "#worker/middleware/session";
import { auditEntry } from "#worker/services/audit";
import { contentCounts, syncToProduction } from "#worker/services/production-sync";
import type { AppEnv } from "#worker/types";

export const productionSyncers = requirePermission("production_sync");

/** Whether a production database is bound, and the live counts of what a sync would copy. */
export const productionSyncStatus = async (c: Context<AppEnv>): Promise<ProductionSyncStatus> => ({
  configured: c.env.PROD_DB !== undefined,
  counts: await contentCounts(c.env.DB),
});

/**
 * Production Sync: copies this database's content to the one bound as
 * PROD_DB. Without that binding the page says so and the copy answers 503.
 */
export const adminProductionSyncRoutes = new Hono<AppEnv>()
  .get("/production-sync", productionSyncers, async (c) => c.json(await productionSyncStatus(c)))
  .post("/sync-to-production", productionSyncers, async (c) => {
    const target = c.env.PROD_DB;
    if (!target) throw apiError(503, "admin.error.production_not_configured");
    let counts;
    try {
      counts = await syncToProduction(c.env.DB, target);
    } catch (error) {
      // One batch on the target: a refusal there (e.g. its migrations are behind) changed nothing.
      console.error("Production sync failed:", error);
      throw apiError(502, "admin.error.production_sync_failed");
    }
    const db = c.get("db");
    await db.batch([
      auditEntry(db, signedInUser(c).id, "production.sync", { type: "production", id: null }, counts),
    ]);
    return c.json(counts);
  });
