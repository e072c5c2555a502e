import { Hono } from "hono";
import { z } from "zod";
import { localeSchema } from "../lib/locale-query";
import { validate } from "../lib/validate";
import { listUiStrings, uiStringsForLocale } from "../services/ui-strings";
import type { AppEnv } from "../types";

/**
 * `?locale=xx` → the strings of one language as a map; without it, the whole table. Read from the
 * database on every request, and no cache may reuse an answer without asking again (`no-cache`):
 * a text edited in the back office shows on the next request, with no redeploy.
 */
export const uiStringsRoutes = new Hono<AppEnv>().get(
  "/",
  validate("query", z.object({ locale: localeSchema.optional() })),
  async (c) => {
    const { locale } = c.req.valid("query");
    const db = c.get("db");
    c.header("Cache-Control", "no-cache");
    return locale ? c.json(await uiStringsForLocale(db, locale)) : c.json(await listUiStrings(db));
  },
);
