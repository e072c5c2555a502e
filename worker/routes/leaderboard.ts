import { Hono } from "hono";
import { optionalMonthSchema } from "#schema/api/contest";
import { contestMonthOf } from "#schema/cyprus-time";
import { validate } from "../lib/validate";
import { requireUser, signedInUser } from "../middleware/session";
import { getLeaderboard, getMyPosition } from "../services/contest";
import type { AppEnv } from "../types";

/** Short: a newly approved review shows within a minute; settled months change no more. */
const LIVE_CACHE = "public, max-age=60";
const SETTLED_CACHE = "public, max-age=3600";
/** The visitor's own place: their browser alone may keep it, and only for the signed-in user (Vary). */
const OWN_CACHE = "private, max-age=60";

/** The public leaderboard: any visitor; the position of the signed-in user. */
export const leaderboardRoutes = new Hono<AppEnv>()
  .get("/monthly/:month?", validate("param", optionalMonthSchema), async (c) => {
    const now = new Date();
    const board = await getLeaderboard(c.get("db"), c.req.valid("param").month ?? contestMonthOf(now), now);
    c.header("Cache-Control", board.status === "settled" ? SETTLED_CACHE : LIVE_CACHE);
    return c.json(board);
  })
  .get("/my-position", requireUser, validate("query", optionalMonthSchema), async (c) => {
    const now = new Date();
    const month = c.req.valid("query").month ?? contestMonthOf(now);
    const position = await getMyPosition(c.get("db"), signedInUser(c).id, month, now);
    c.header("Cache-Control", OWN_CACHE);
    c.header("Vary", "Cookie");
    return c.json(position);
  });
