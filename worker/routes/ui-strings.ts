import { Hono } from "hono";
import { z } from "zod";
import { localeSchema } from "../lib/locale-query";
import { validate } from "../lib/validate";
import { listUiStrings, uiStringsForLocale } from "../services/ui-strings";
import type { AppEnv } from "../types";

/** `?locale=xx` → the strings of one language as a map; without it, the whole table. */
export const uiStringsRoutes = new Hono<AppEnv>().get(
  "/",
  validate("query", z.object({ locale: localeSchema.optional() })),
  async (c) => {
    const { locale } = c.req.valid("query");
    const db = c.get("db");
    return locale ? c.json(await uiStringsForLocale(db, locale)) : c.json(await listUiStrings(db));
  },
);
