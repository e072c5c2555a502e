import { and, count, eq, gt, sql } from "drizzle-orm";
import { auditLog } from "#schema/audit";
import { uuidV4 } from "#schema/columns";
import { contestSettlements, prizeAwards, reviewLeaderboards, userPaymentMethods } from "#schema/contest";
import { contestMonthOf } from "#schema/cyprus-time";
import type { AppConfig } from "../lib/config";
import { importPayoutKey } from "../lib/crypto";
import type { Db } from "../lib/db";
import { apiError } from "../lib/errors";
import { insertWhere } from "../lib/insert-where";
import { createMailTransport } from "../lib/mail/select-transport";
import { assertStarted, monthRanking } from "./contest";
import { monthAwards } from "./prize-awards";
import { mailPrizeWinners } from "./prize-mail";

type SettleOptions = {
  now: Date;
  /** The admin who pressed Calculate; null for the monthly cron. */
  settledBy: string | null;
};

/**
 * Settles a month that is over: its final standings (review_leaderboards, prizes as eligibility
 * stands now) and a pending prize award per prize, each with a copy of the winner's payout method
 * as stored (still encrypted, bound to the winner). One db.batch(): the settlement row goes in
 * first with insert-or-ignore, and every other statement writes only if this run's row is the
 * month's, so a second run, sequential or concurrent, writes nothing at all, and a settled month's
 * awards, paid or not, are never touched again. `created` says whether this run settled it.
 */
export async function settleMonth(db: Db, key: CryptoKey, month: string, options: SettleOptions) {
  const { now, settledBy } = options;
  assertStarted(month, now);
  if (month === contestMonthOf(now)) throw apiError(400, "contest.error.month_not_over", { month });

  const runId = crypto.randomUUID();
  const thisRun = sql`exists (select 1 from ${contestSettlements} where ${contestSettlements.id} = ${runId})`;
  const { ranked, prizeAmount } = monthRanking(db, month);
  const at = sql`${now.getTime()}`;

  const [, , , settlement, participants] = await db.batch([
    db
      .insert(contestSettlements)
      .values({ id: runId, month, settledBy, settledAt: now })
      .onConflictDoNothing({ target: contestSettlements.month }),
    db.insert(reviewLeaderboards).select((qb) =>
      qb
        .select({
          id: uuidV4.as("id"),
          month: sql`${month}`.as("month"),
          userId: ranked.userId,
          reviewCount: ranked.reviewCount,
          rank: ranked.rank,
          prizeAmount: prizeAmount.as("prize_amount"),
          createdAt: at.as("created_at"),
          updatedAt: at.as("updated_at"),
        })
        .from(ranked)
        .where(thisRun),
    ),
    db
      .insert(prizeAwards)
      .select((qb) =>
        qb
          .select({
            id: uuidV4.as("id"),
            leaderboardId: reviewLeaderboards.id,
            userId: reviewLeaderboards.userId,
            amount: reviewLeaderboards.prizeAmount,
            paymentMethodSnapshot:
              sql`json_object('method', ${userPaymentMethods.method}, 'details', json(${userPaymentMethods.details}))`.as(
                "payment_method_snapshot",
              ),
            status: sql`'pending'`.as("status"),
            paidAt: sql`null`.as("paid_at"),
            notes: sql`null`.as("notes"),
            createdAt: at.as("created_at"),
            updatedAt: at.as("updated_at"),
          })
          .from(reviewLeaderboards)
          .innerJoin(
            userPaymentMethods,
            and(
              eq(userPaymentMethods.userId, reviewLeaderboards.userId),
              eq(userPaymentMethods.isActive, true),
            ),
          )
          .where(and(eq(reviewLeaderboards.month, month), gt(reviewLeaderboards.prizeAmount, 0), thisRun)),
      )
      .onConflictDoNothing({ target: prizeAwards.leaderboardId }),
    db
      .select({ id: contestSettlements.id, settledAt: contestSettlements.settledAt })
      .from(contestSettlements)
      .where(eq(contestSettlements.month, month)),
    db.select({ total: count() }).from(reviewLeaderboards).where(eq(reviewLeaderboards.month, month)),
    ...(settledBy
      ? [
          insertWhere(
            db,
            auditLog,
            {
              actorUserId: settledBy,
              action: "leaderboard.calculate",
              entityType: "contest_month",
              entityId: month,
            },
            thisRun,
          ),
        ]
      : []),
  ]);
  const settled = settlement[0];
  if (!settled) throw new Error(`The settlement of ${month} left no settlement row`);
  return {
    month,
    created: settled.id === runId,
    settledAt: settled.settledAt,
    participants: participants[0]?.total ?? 0,
    awards: await monthAwards(db, key, month),
  };
}

/**
 * What the monthly cron and the admin's Calculate both do: settle the month, then, if this run
 * settled it, e-mail the winners. The settlement stands whatever happens to the mail.
 */
export async function settleAndNotify(db: Db, config: AppConfig, month: string, options: SettleOptions) {
  const settlement = await settleMonth(db, await importPayoutKey(config.payoutKey), month, options);
  if (settlement.created && settlement.awards.length > 0) {
    try {
      const transport = await createMailTransport(config.mail, db);
      await mailPrizeWinners(db, transport, config.siteUrl, settlement.awards);
    } catch (error) {
      console.error(`Prize e-mails for ${month} were not sent:`, error);
    }
  }
  return settlement;
}
