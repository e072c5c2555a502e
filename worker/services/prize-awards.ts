import { and, asc, desc, eq, ne, sql, type SQL } from "drizzle-orm";
import type { PrizeStatusInput } from "#schema/api/contest";
import { auditLog } from "#schema/audit";
import { prizeAwards, reviewLeaderboards } from "#schema/contest";
import { mailDeliveries } from "#schema/mail-deliveries";
import { users } from "#schema/users";
import type { Db } from "../lib/db";
import { openDetails } from "./payment-methods";

const awardColumns = {
  id: prizeAwards.id,
  amount: prizeAwards.amount,
  status: prizeAwards.status,
  notes: prizeAwards.notes,
  paidAt: prizeAwards.paidAt,
  createdAt: prizeAwards.createdAt,
  updatedAt: prizeAwards.updatedAt,
  snapshot: prizeAwards.paymentMethodSnapshot,
  user: {
    id: users.id,
    username: users.username,
    email: users.email,
    firstName: users.firstName,
    lastName: users.lastName,
    /** A deleted account: its award is kept for the books, with no name and no payout details. */
    deleted: sql<boolean>`${users.deletedAt} is not null`.mapWith(Boolean),
  },
  leaderboard: {
    month: reviewLeaderboards.month,
    rank: reviewLeaderboards.rank,
    reviewCount: reviewLeaderboards.reviewCount,
  },
  /** The winner's mail; null when none was queued (no address, or awarded before mail was recorded). */
  mail: {
    status: mailDeliveries.status,
    attempts: mailDeliveries.attempts,
    lastError: mailDeliveries.lastError,
    sentAt: mailDeliveries.sentAt,
    updatedAt: mailDeliveries.updatedAt,
  },
};

const selectAwards = (db: Db, where: SQL | undefined) =>
  db
    .select(awardColumns)
    .from(prizeAwards)
    .innerJoin(reviewLeaderboards, eq(reviewLeaderboards.id, prizeAwards.leaderboardId))
    .innerJoin(users, eq(users.id, prizeAwards.userId))
    .leftJoin(mailDeliveries, eq(mailDeliveries.prizeAwardId, prizeAwards.id))
    .where(where);

type AwardRow = Awaited<ReturnType<typeof selectAwards>>[number];

/** An award as the Prizes screen shows it: the payout snapshot opened for paying. */
async function toAward(key: CryptoKey, { snapshot, ...row }: AwardRow) {
  const details = await openDetails(key, row.user.id, snapshot.details);
  return { ...row, paymentMethod: { method: snapshot.method, details } };
}

export type PrizeAwardView = Awaited<ReturnType<typeof toAward>>;

const toAwards = (key: CryptoKey, rows: AwardRow[]) => Promise.all(rows.map((row) => toAward(key, row)));

/** A month's awards, first place first. */
export async function monthAwards(db: Db, key: CryptoKey, month: string) {
  const rows = await selectAwards(db, eq(reviewLeaderboards.month, month)).orderBy(
    asc(reviewLeaderboards.rank),
  );
  return toAwards(key, rows);
}

/** Awards still to pay (pending, processing or failed), oldest month first; one month's with `month`. */
export async function listPendingPrizes(db: Db, key: CryptoKey, month?: string) {
  const rows = await selectAwards(
    db,
    and(ne(prizeAwards.status, "paid"), month ? eq(reviewLeaderboards.month, month) : undefined),
  ).orderBy(asc(reviewLeaderboards.month), asc(reviewLeaderboards.rank));
  return toAwards(key, rows);
}

/** Every award, newest month first (three a month at most, so no paging). */
export async function listPrizeHistory(db: Db, key: CryptoKey) {
  const rows = await selectAwards(db, undefined).orderBy(
    desc(reviewLeaderboards.month),
    asc(reviewLeaderboards.rank),
  );
  return toAwards(key, rows);
}

/** One award; null when there is no such award. */
export async function findPrizeAward(db: Db, key: CryptoKey, id: string): Promise<PrizeAwardView | null> {
  const [row] = await selectAwards(db, eq(prizeAwards.id, id));
  return row ? toAward(key, row) : null;
}

/**
 * An admin sets an award's status (any of the four, from any other) and its notes (left as they
 * are when not sent, cleared by null or ''). paidAt is the moment it became paid, kept while it stays
 * paid and cleared when it leaves paid. The change and its audit row are one batch; a request that
 * changes nothing writes nothing. Null when there is no such award.
 */
export async function setPrizeStatus(
  db: Db,
  key: CryptoKey,
  change: { actorUserId: string; id: string; input: PrizeStatusInput; now: Date },
): Promise<PrizeAwardView | null> {
  const { actorUserId, id, input, now } = change;
  const [current] = await db
    .select({ status: prizeAwards.status, notes: prizeAwards.notes, paidAt: prizeAwards.paidAt })
    .from(prizeAwards)
    .where(eq(prizeAwards.id, id));
  if (!current) return null;
  const notes = input.notes === undefined ? current.notes : input.notes || null;
  const paidAt = input.status !== "paid" ? null : current.status === "paid" ? current.paidAt : now;
  if (input.status !== current.status || notes !== current.notes) {
    await db.batch([
      db
        .update(prizeAwards)
        .set({ status: input.status, notes, paidAt, updatedAt: now })
        .where(eq(prizeAwards.id, id)),
      db.insert(auditLog).values({
        actorUserId,
        action: "prize.status",
        entityType: "prize_award",
        entityId: id,
        detailsJson: { from: current.status, to: input.status, notes },
      }),
    ]);
  }
  return findPrizeAward(db, key, id);
}
