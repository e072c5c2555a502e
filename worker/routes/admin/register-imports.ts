import { Hono } from "hono";
import { registerImportInputSchema } from "#schema/api/admin-register";
import { validate } from "#worker/lib/validate";
import { requirePermission, signedInUser } from "#worker/middleware/session";
import {
  applyRegisterImport,
  listRegisterImports,
  previewRegisterImport,
} from "#worker/services/register-import";
import type { AppEnv } from "#worker/types";

const registerImporters = requirePermission("licence_register");

/**
 * The regulator's licence register and block list: /preview says what an import would change
 * (and writes nothing); POST / applies it; GET / lists past imports.
 */
export const adminRegisterImportsRoutes = new Hono<AppEnv>()
  .get("/", registerImporters, async (c) => c.json(await listRegisterImports(c.get("db"))))
  .post("/preview", registerImporters, validate("json", registerImportInputSchema), async (c) =>
    c.json(await previewRegisterImport(c.get("db"), c.req.valid("json"))),
  )
  .post("/", registerImporters, validate("json", registerImportInputSchema), async (c) =>
    c.json(await applyRegisterImport(c.get("db"), signedInUser(c).id, c.req.valid("json"))),
  );
