import { Hono } from "hono";
import { localeQuerySchema } from "../lib/locale-query";
import { listLimit } from "../lib/route-inputs";
import { validate } from "../lib/validate";
import { listLivePromotions } from "../services/promotions";
import type { AppEnv } from "../types";

/** The home page shows the first three. */
const listQuery = localeQuerySchema.extend({ limit: listLimit });

export const promotionsRoutes = new Hono<AppEnv>().get("/", validate("query", listQuery), async (c) => {
  const { locale, limit } = c.req.valid("query");
  return c.json(await listLivePromotions(c.get("db"), locale, new Date(), limit));
});
