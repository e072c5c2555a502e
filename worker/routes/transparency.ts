import { Hono } from "hono";
import { optionalMonthSchema } from "#schema/api/contest";
import { contestMonthOf } from "#schema/cyprus-time";
import { apiError } from "../lib/errors";
import { validate } from "../lib/validate";
import { getTransparencyReport } from "../services/transparency";
import type { AppEnv } from "../types";

/** The same for everyone: shared caches may keep it a minute, as the other public reads. */
const PUBLIC_CACHE = "public, max-age=60";

/**
 * The month a transparency read asks for ('YYYY-MM', the current Cyprus month when absent): 400 for
 * one that has not begun, which has no figures yet.
 */
export function transparencyMonth(requested: string | undefined, now: Date) {
  const current = contestMonthOf(now);
  const month = requested ?? current;
  if (month > current) throw apiError(400, "month.error.not_begun", { month });
  return month;
}

/** The monthly moderation figures: any visitor. */
export const transparencyRoutes = new Hono<AppEnv>().get(
  "/",
  validate("query", optionalMonthSchema),
  async (c) => {
    const month = transparencyMonth(c.req.valid("query").month, new Date());
    const report = await getTransparencyReport(c.get("db"), month);
    c.header("Cache-Control", PUBLIC_CACHE);
    return c.json(report);
  },
);
