import { Hono } from "hono";
import { localeQuerySchema } from "../lib/locale-query";
import { validate } from "../lib/validate";
import { listLivePromotions } from "../services/promotions";
import type { AppEnv } from "../types";

export const promotionsRoutes = new Hono<AppEnv>().get(
  "/",
  validate("query", localeQuerySchema),
  async (c) => {
    const { locale } = c.req.valid("query");
    return c.json(await listLivePromotions(c.get("db"), locale, new Date()));
  },
);
