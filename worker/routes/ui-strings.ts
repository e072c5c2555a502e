import { Hono } from "hono";
import { z } from "zod";
import { UI_STRING_PARTS } from "#schema/api/ui-strings";
import { localeSchema } from "../lib/locale-query";
import { validate } from "../lib/validate";
import { listUiStrings, uiStringsForLocale } from "../services/ui-strings";
import type { AppEnv } from "../types";
import { apiError } from "../lib/errors";

/**
 * `?locale=xx` → the strings of one language as a map (`&part=`: the site's or the back office's);
 * without a locale, the whole table. Read from the database on every request, and no cache may
 * reuse an answer without asking again (`no-cache`): a text edited in the back office shows on the
 * next request, with no redeploy.
 */
export const uiStringsRoutes = new Hono<AppEnv>().get(
  "/",
  validate(
    "query",
    z.object({
      locale: localeSchema.optional(),
      part: z.enum(UI_STRING_PARTS, `part must be one of: ${UI_STRING_PARTS.join(", ")}`).optional(),
    }),
  ),
  async (c) => {
    const { locale, part } = c.req.valid("query");
    const db = c.get("db");
    c.header("Cache-Control", "no-cache");
    if (!locale) {
      if (part) throw apiError(400, "ui_strings.error.part_needs_locale");
      return c.json(await listUiStrings(db));
    }
    return c.json(await uiStringsForLocale(db, locale, part));
  },
);
