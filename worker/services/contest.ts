/**
 * The monthly review contest's rules, written once for the live leaderboard, the visitor's position
 * and the settlement (contest-settlement.ts): a month is a calendar month in Cyprus; a review counts
 * for the month it was written in, once approved; reviewers rank by that count, and of equal counts
 * the one who reached it first (whose latest counted review is older) ranks higher, then by id; the
 * prizes go to the first eligible reviewers in that order, an ineligible one keeping their place.
 */
import { and, asc, eq, gte, lt, sql, type SQLWrapper } from "drizzle-orm";
import { contestSettlements, reviewLeaderboards } from "#schema/contest";
import { CONTEST_PRIZES, LEADERBOARD_SIZE, SETTLEMENT_DEADLINE_DAY } from "#schema/contest-rules";
import { contestMonthOf, dayStart, monthBounds, shiftMonth } from "#schema/cyprus-time";
import { reviews } from "#schema/reviews";
import { users } from "#schema/users";
import type { Db } from "../lib/db";
import { apiError } from "../lib/errors";
import { isContestEligible } from "./contest-eligibility";

/** What the public sees of a reviewer: never their e-mail or real name (schema/public-name.ts). */
const publicUser = {
  username: users.username,
  profileImageUrl: users.profileImageUrl,
};

type Counted = Record<"userId" | "reviewCount" | "reachedAt", SQLWrapper>;

/** Most approved reviews first; of equal counts, who reached theirs first; then by id. */
const placeOrder = (t: Counted) => sql`${t.reviewCount} desc, ${t.reachedAt} asc, ${t.userId} asc`;

/**
 * The month's reviewers with their count, rank and prize, as a subquery: the live leaderboard
 * selects from it and the settlement inserts from it, so both rank by the same SQL. `first` keeps
 * only the first that many places, found by a sort that keeps that many rows (a window over every
 * reviewer costs more). A place's prize depends only on the places above it, so the eligibility of
 * the reviewers below (thousands, at scale) is never looked up for them.
 */
export function monthRanking(db: Db, month: string, first?: number) {
  const { start, end } = monthBounds(month);
  const counted = db
    .select({
      userId: reviews.userId,
      reviewCount: sql<number>`count(*)`.as("review_count"),
      reachedAt: sql<number>`max(${reviews.createdAt})`.as("reached_at"),
    })
    .from(reviews)
    .where(and(eq(reviews.status, "approved"), gte(reviews.createdAt, start), lt(reviews.createdAt, end)))
    .groupBy(reviews.userId)
    .as("counted");
  const contenders =
    first === undefined
      ? counted
      : db.select().from(counted).orderBy(placeOrder(counted)).limit(first).as("contenders");
  const places = db
    .select({
      userId: contenders.userId,
      reviewCount: contenders.reviewCount,
      rank: sql<number>`row_number() over (order by ${placeOrder(contenders)})`.as("rank"),
    })
    .from(contenders)
    .as("places");
  const inOrder = sql`order by ${places.rank}`;
  const ranked = db
    .select({
      userId: places.userId,
      reviewCount: places.reviewCount,
      rank: places.rank,
      eligible: sql<number>`${isContestEligible}`.as("eligible"),
      eligiblePlace: sql<number>`sum(${isContestEligible}) over (${inOrder} rows unbounded preceding)`.as(
        "eligible_place",
      ),
      ...publicUser,
    })
    .from(places)
    .innerJoin(users, eq(users.id, places.userId))
    .as("ranked");
  const prizes = sql.join(
    CONTEST_PRIZES.map((amount, index) => sql`when ${index + 1} then ${amount}`),
    sql` `,
  );
  const prizeAmount = sql<number>`(case when ${ranked.eligible} = 1 then (case ${ranked.eligiblePlace} ${prizes} else 0 end) else 0 end)`;
  return { ranked, prizeAmount };
}

/** The instant a month is settled by at the latest: midnight of its deadline day in Cyprus. */
export const settlementDeadline = (month: string) =>
  dayStart(`${shiftMonth(month, 1)}-${String(SETTLEMENT_DEADLINE_DAY).padStart(2, "0")}`);

/** The month must have started in Cyprus: a future month has no standings to show. */
export function assertStarted(month: string, now: Date) {
  if (month > contestMonthOf(now)) throw apiError(400, "contest.error.future_month", { month });
}

const settlementOf = (db: Db, month: string) =>
  db
    .select({ settledAt: contestSettlements.settledAt })
    .from(contestSettlements)
    .where(eq(contestSettlements.month, month));

/**
 * The live ranking's first LEADERBOARD_SIZE places, or one user's place (the windows run over
 * everyone above them first).
 */
function liveRows(db: Db, month: string, userId?: string) {
  const { ranked, prizeAmount } = monthRanking(
    db,
    month,
    userId === undefined ? LEADERBOARD_SIZE : undefined,
  );
  return db
    .select({
      userId: ranked.userId,
      rank: ranked.rank,
      reviewCount: ranked.reviewCount,
      prizeAmount,
      username: ranked.username,
      profileImageUrl: ranked.profileImageUrl,
    })
    .from(ranked)
    .where(userId === undefined ? undefined : eq(ranked.userId, userId))
    .orderBy(asc(ranked.rank))
    .limit(LEADERBOARD_SIZE);
}

const settledRows = (db: Db, month: string, userId?: string) =>
  db
    .select({
      userId: reviewLeaderboards.userId,
      rank: reviewLeaderboards.rank,
      reviewCount: reviewLeaderboards.reviewCount,
      prizeAmount: reviewLeaderboards.prizeAmount,
      ...publicUser,
    })
    .from(reviewLeaderboards)
    .innerJoin(users, eq(users.id, reviewLeaderboards.userId))
    .where(
      and(
        eq(reviewLeaderboards.month, month),
        userId === undefined ? undefined : eq(reviewLeaderboards.userId, userId),
      ),
    )
    .orderBy(asc(reviewLeaderboards.rank))
    .limit(LEADERBOARD_SIZE);

/**
 * The month's first LEADERBOARD_SIZE reviewers: the settled standings once the month is settled,
 * else the live ranking (prizes as today's eligibility would give them). Both are read in the one
 * round trip that learns which applies.
 */
export async function getLeaderboard(db: Db, month: string, now: Date) {
  assertStarted(month, now);
  const [settlement, settled, live] = await db.batch([
    settlementOf(db, month),
    settledRows(db, month),
    liveRows(db, month),
  ]);
  const settledAt = settlement[0]?.settledAt ?? null;
  const rows = settledAt ? settled : live;
  const status: "live" | "settled" = settledAt ? "settled" : "live";
  const deadline = settlementDeadline(month);
  const checkingUntil = !settledAt && month < contestMonthOf(now) && now < deadline ? deadline : null;
  return { month, status, settledAt, checkingUntil, rows };
}

/** The user's own place in the month (rank null when they have no approved review in it). */
export async function getMyPosition(db: Db, userId: string, month: string, now: Date) {
  assertStarted(month, now);
  const [settlement, settled, live] = await db.batch([
    settlementOf(db, month),
    settledRows(db, month, userId),
    liveRows(db, month, userId),
  ]);
  const own = settlement[0] ? settled[0] : live[0];
  return {
    month,
    rank: own?.rank ?? null,
    reviewCount: own?.reviewCount ?? 0,
    prizeAmount: own?.prizeAmount ?? 0,
  };
}
