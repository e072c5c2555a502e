import { and, count, eq, gt, gte, inArray, lt, ne, notExists, sql, type SQL } from "drizzle-orm";
import { auditLog } from "#schema/audit";
import { uuidV4 } from "#schema/columns";
import { contestSettlements, prizeAwards, reviewLeaderboards, userPaymentMethods } from "#schema/contest";
import { contestMonthOf, monthBounds } from "#schema/cyprus-time";
import { reviews } from "#schema/reviews";
import type { AppConfig } from "../lib/config";
import { importPayoutKey } from "../lib/crypto";
import type { Db } from "../lib/db";
import { apiError } from "../lib/errors";
import { insertWhere } from "../lib/insert-where";
import { assertStarted, monthRanking, settlementDeadline } from "./contest";
import { monthAwards, type PrizeAwardView } from "./prize-awards";
import { movePrizeMails, outgoingMail, prizeMailIds } from "./mail-deliveries";
import { mailPrizeWinners } from "./prize-mail";

type SettleOptions = {
  now: Date;
  /** The admin who pressed Calculate; null for the daily cron. */
  settledBy: string | null;
};

/** True while the settlement row carries this run's id: every write of the run is conditional on it. */
const carriesRun = (runId: string) =>
  sql`exists (select 1 from ${contestSettlements} where ${contestSettlements.id} = ${runId})`;

/**
 * The month's final standings (review_leaderboards, prizes as eligibility stands now) and a pending
 * prize award per prize, each with a copy of the winner's payout method as stored (still encrypted,
 * bound to the winner): the statements that settlement and recalculation share, each writing only
 * when `thisRun` holds.
 */
function standingsStatements(db: Db, month: string, thisRun: SQL, now: Date) {
  const { ranked, prizeAmount } = monthRanking(db, month);
  const at = sql`${now.getTime()}`;
  return [
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
  ] as const;
}

const settlementRow = (db: Db, month: string) =>
  db
    .select({ id: contestSettlements.id, settledAt: contestSettlements.settledAt })
    .from(contestSettlements)
    .where(eq(contestSettlements.month, month));

const participantCount = (db: Db, month: string) =>
  db.select({ total: count() }).from(reviewLeaderboards).where(eq(reviewLeaderboards.month, month));

const auditWhere = (db: Db, actorUserId: string, action: string, month: string, thisRun: SQL) =>
  insertWhere(db, auditLog, { actorUserId, action, entityType: "contest_month", entityId: month }, thisRun);

/**
 * Settles a month that is over. One db.batch(): the settlement row goes in first with
 * insert-or-ignore, and every other statement writes only if this run's row is the month's, so a
 * second run, sequential or concurrent, writes nothing at all. `created` says whether this run
 * settled it.
 */
export async function settleMonth(db: Db, key: CryptoKey, month: string, options: SettleOptions) {
  const { now, settledBy } = options;
  assertStarted(month, now);
  if (month === contestMonthOf(now)) throw apiError(400, "contest.error.month_not_over", { month });

  const runId = crypto.randomUUID();
  const thisRun = carriesRun(runId);
  const [, , , settlement, participants] = await db.batch([
    db
      .insert(contestSettlements)
      .values({ id: runId, month, settledBy, settledAt: now })
      .onConflictDoNothing({ target: contestSettlements.month }),
    ...standingsStatements(db, month, thisRun, now),
    settlementRow(db, month),
    participantCount(db, month),
    ...(settledBy ? [auditWhere(db, settledBy, "leaderboard.calculate", month, thisRun)] : []),
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

/** Awards of the month that have left `pending` (processing, paid or failed). */
const decidedAwards = (db: Db, month: string) =>
  db
    .select({ id: prizeAwards.id })
    .from(prizeAwards)
    .innerJoin(reviewLeaderboards, eq(reviewLeaderboards.id, prizeAwards.leaderboardId))
    .where(and(eq(reviewLeaderboards.month, month), ne(prizeAwards.status, "pending")));

/**
 * Settles a settled month again (reviews moderated late, eligibility put right): while none of its
 * awards has left `pending`, its standings and awards are replaced in one db.batch(). The first
 * statement re-stamps the settlement row with this run's id only if no award has been decided, and
 * every other statement is conditional on that stamp, so a decision made meanwhile stops the whole
 * run. 409 once an award is processing, paid or failed; 409 for a month not yet settled.
 */
async function recalculateMonth(db: Db, key: CryptoKey, month: string, options: SettleOptions) {
  const { now, settledBy } = options;
  if (!settledBy) throw new Error("A recalculation is an admin's action");
  const runId = crypto.randomUUID();
  const thisRun = carriesRun(runId);
  const monthsEntries = db
    .select({ id: reviewLeaderboards.id })
    .from(reviewLeaderboards)
    .where(eq(reviewLeaderboards.month, month));
  const [, , , , , settlement, participants] = await db.batch([
    db
      .update(contestSettlements)
      .set({ id: runId, settledBy, settledAt: now })
      .where(and(eq(contestSettlements.month, month), notExists(decidedAwards(db, month)))),
    db.delete(prizeAwards).where(and(inArray(prizeAwards.leaderboardId, monthsEntries), thisRun)),
    db.delete(reviewLeaderboards).where(and(eq(reviewLeaderboards.month, month), thisRun)),
    ...standingsStatements(db, month, thisRun, now),
    settlementRow(db, month),
    participantCount(db, month),
    auditWhere(db, settledBy, "leaderboard.recalculate", month, thisRun),
  ]);
  const settled = settlement[0];
  if (!settled) throw apiError(409, "contest.error.not_settled", { month });
  if (settled.id !== runId) throw apiError(409, "contest.error.award_decided", { month });
  return {
    month,
    created: true,
    settledAt: settled.settledAt,
    participants: participants[0]?.total ?? 0,
    awards: await monthAwards(db, key, month),
  };
}

/** Tells the winners of `awards`; the standings stand whatever happens to the mail. */
async function notifyWinners(db: Db, config: AppConfig, month: string, awards: PrizeAwardView[]) {
  if (awards.length === 0) return;
  try {
    await mailPrizeWinners(db, outgoingMail(db, config), config.siteUrl, awards);
  } catch (error) {
    console.error(`Prize e-mails for ${month} were not queued:`, error);
  }
}

/**
 * What the admin's Calculate does (and the daily cron once a month's moderation is done): settle
 * the month, then, if this run settled it, e-mail the winners.
 */
export async function settleAndNotify(db: Db, config: AppConfig, month: string, options: SettleOptions) {
  const settlement = await settleMonth(db, await importPayoutKey(config.payoutKey), month, options);
  if (settlement.created) await notifyWinners(db, config, month, settlement.awards);
  return settlement;
}

/**
 * Recalculates, then e-mails the winners whose prize is new or changed. A prize that stays as it
 * was (same winner, same amount) keeps the mail that told of it: the new award takes over its
 * delivery, so the Prizes screen still shows that mail.
 */
export async function recalculateAndNotify(db: Db, config: AppConfig, month: string, options: SettleOptions) {
  const key = await importPayoutKey(config.payoutKey);
  const prizeOf = (award: PrizeAwardView) => `${award.user.id}:${award.amount}`;
  const before = await monthAwards(db, key, month);
  const mails = await prizeMailIds(
    db,
    before.map((award) => award.id),
  );
  const told = new Map(before.map((award) => [prizeOf(award), mails.get(award.id)]));
  const settlement = await recalculateMonth(db, key, month, options);
  await movePrizeMails(
    db,
    settlement.awards.flatMap((award) => {
      const deliveryId = told.get(prizeOf(award));
      return deliveryId ? [{ deliveryId, awardId: award.id }] : [];
    }),
  );
  await notifyWinners(
    db,
    config,
    month,
    settlement.awards.filter((award) => !told.has(prizeOf(award))),
  );
  return settlement;
}

/** How many reviews written in the month still await moderation. */
async function pendingReviewsOf(db: Db, month: string) {
  const { start, end } = monthBounds(month);
  const [row] = await db
    .select({ total: count() })
    .from(reviews)
    .where(and(eq(reviews.status, "pending"), gte(reviews.createdAt, start), lt(reviews.createdAt, end)));
  return row?.total ?? 0;
}

/**
 * The daily cron's settlement of a month that is over: once none of its reviews is pending, and at
 * the latest from its deadline day (Cyprus time) on, the still-pending ones left out (only approved
 * reviews count). Before that it waits and says how many are pending.
 */
export async function settleWhenModerated(db: Db, config: AppConfig, month: string, now: Date) {
  const pending = await pendingReviewsOf(db, month);
  if (pending > 0 && now < settlementDeadline(month)) return { settled: false as const, pending };
  const settlement = await settleAndNotify(db, config, month, { now, settledBy: null });
  return { settled: true as const, pending, settlement };
}
