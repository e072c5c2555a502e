import { Hono } from "hono";
import { z } from "zod";
import { BONUS_TYPES } from "#schema/enums";
import { localeQuerySchema } from "../lib/locale-query";
import { onOfferBreak } from "../lib/offer-break";
import { listLimit, offsetParam } from "../lib/route-inputs";
import { validate } from "../lib/validate";
import { listLivePromotions } from "../services/promotions";
import type { AppEnv } from "../types";

/** One bonus type or all; a page of the list (the bonus page's), or its first three (the home page's). */
const listQuery = localeQuerySchema.extend({
  type: z.enum(BONUS_TYPES, `type must be one of ${BONUS_TYPES.join(", ")}`).optional(),
  limit: listLimit,
  offset: offsetParam,
});

/** The live promotions; none for a visitor on a break from offers. */
export const promotionsRoutes = new Hono<AppEnv>().get("/", validate("query", listQuery), async (c) => {
  const { locale, ...which } = c.req.valid("query");
  if (onOfferBreak(c)) return c.json([]);
  return c.json(await listLivePromotions(c.get("db"), locale, new Date(), which));
});
