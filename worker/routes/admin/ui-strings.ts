import { Hono } from "hono";
import { uiStringKeyParam, uiStringPatchSchema } from "#schema/api/admin-ui-strings";
import { apiError } from "#worker/lib/errors";
import { validate } from "#worker/lib/validate";
import { requirePermission, signedInUser } from "#worker/middleware/session";
import { updateUiString } from "#worker/services/admin-ui-strings";
import type { AppEnv } from "#worker/types";

/** UI Strings: inline edits of one key's texts; the list is GET /api/ui-strings. */
export const adminUiStringsRoutes = new Hono<AppEnv>().patch(
  "/:key",
  requirePermission("ui_strings"),
  validate("param", uiStringKeyParam),
  validate("json", uiStringPatchSchema),
  async (c) => {
    const row = await updateUiString(
      c.get("db"),
      signedInUser(c).id,
      c.req.valid("param").key,
      c.req.valid("json"),
    );
    if (!row) throw apiError(404, "admin.error.not_found");
    return c.json(row);
  },
);
