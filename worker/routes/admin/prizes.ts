import { Hono } from "hono";
import { calculateInputSchema, optionalMonthSchema, prizeStatusInputSchema } from "#schema/api/contest";
import { mailQueueOf } from "#worker/lib/config";
import { payoutKeyOf } from "#worker/lib/payout-key";
import { apiError } from "#worker/lib/errors";
import { idParam } from "#worker/lib/route-inputs";
import { validate } from "#worker/lib/validate";
import { requirePermission, signedInUser } from "#worker/middleware/session";
import { recalculateAndNotify, settleAndNotify } from "#worker/services/contest-settlement";
import { resendPrizeMail } from "#worker/services/mail-deliveries";
import {
  findPrizeAward,
  listPendingPrizes,
  listPrizeHistory,
  setPrizeStatus,
} from "#worker/services/prize-awards";
import type { AppEnv } from "#worker/types";

export const prizeEditors = requirePermission("prizes");

/** Prizes; each route names its permission. */
export const adminPrizesRoutes = new Hono<AppEnv>()
  .get("/pending", prizeEditors, validate("query", optionalMonthSchema), async (c) => {
    const key = await payoutKeyOf(c);
    return c.json(await listPendingPrizes(c.get("db"), key, c.req.valid("query").month));
  })
  .get("/history", prizeEditors, async (c) => {
    const key = await payoutKeyOf(c);
    return c.json(await listPrizeHistory(c.get("db"), key));
  })
  .post(
    "/:id/status",
    prizeEditors,
    validate("param", idParam),
    validate("json", prizeStatusInputSchema),
    async (c) => {
      const key = await payoutKeyOf(c);
      const award = await setPrizeStatus(c.get("db"), key, {
        actorUserId: signedInUser(c).id,
        id: c.req.valid("param").id,
        input: c.req.valid("json"),
        now: new Date(),
      });
      if (!award) throw apiError(404, "prizes.error.not_found");
      return c.json(award);
    },
  )
  // The winner's mail, queued again as it was (a failed one, or a sent one that never arrived).
  .post("/:id/resend-mail", prizeEditors, validate("param", idParam), async (c) => {
    const db = c.get("db");
    const { id } = c.req.valid("param");
    const key = await payoutKeyOf(c);
    if (!(await findPrizeAward(db, key, id))) throw apiError(404, "prizes.error.not_found");
    await resendPrizeMail(db, mailQueueOf(c.get("config")), { actorUserId: signedInUser(c).id, awardId: id });
    const award = await findPrizeAward(db, key, id);
    if (!award) throw apiError(404, "prizes.error.not_found");
    return c.json(award);
  });

/**
 * Leaderboard Management's Calculate (the same settlement as the daily cron) and Recalculate (a
 * settled month again, while none of its prizes has been decided).
 */
export const adminLeaderboardRoutes = new Hono<AppEnv>()
  .post("/calculate", prizeEditors, validate("json", calculateInputSchema), async (c) => {
    const settlement = await settleAndNotify(c.get("db"), c.get("config"), c.req.valid("json").month, {
      now: new Date(),
      settledBy: signedInUser(c).id,
    });
    return c.json(settlement, settlement.created ? 201 : 200);
  })
  .post("/recalculate", prizeEditors, validate("json", calculateInputSchema), async (c) => {
    const settlement = await recalculateAndNotify(c.get("db"), c.get("config"), c.req.valid("json").month, {
      now: new Date(),
      settledBy: signedInUser(c).id,
    });
    return c.json(settlement, 200);
  });
