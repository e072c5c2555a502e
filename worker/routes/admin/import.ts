import { Hono } from "hono";
import { importInputSchema } from "#schema/api/admin-import";
import { validate } from "#worker/lib/validate";
import { requirePermission, signedInUser } from "#worker/middleware/session";
import { planImport, runImport } from "#worker/services/admin-import";
import type { AppEnv } from "#worker/types";

/**
 * Import CSV: /providers/preview says what /providers would do
 * (and writes nothing); /providers imports, all or nothing.
 */
export const adminImportRoutes = new Hono<AppEnv>()
  .post("/providers/preview", requirePermission("import"), validate("json", importInputSchema), async (c) =>
    c.json((await planImport(c.get("db"), c.req.valid("json"))).preview),
  )
  .post("/providers", requirePermission("import"), validate("json", importInputSchema), async (c) =>
    c.json(await runImport(c.get("db"), signedInUser(c).id, c.req.valid("json"))),
  );
