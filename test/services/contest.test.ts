import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { auditLog } from "#schema/audit";
import { contestSettlements, prizeAwards, reviewLeaderboards, userPaymentMethods } from "#schema/contest";
import { providers } from "#schema/providers";
import { reviews } from "#schema/reviews";
import { users, type NewUser } from "#schema/users";
import { LEADERBOARD_SIZE } from "#schema/contest-rules";
import { DEV_PAYOUT_KEY } from "#worker/lib/config";
import { importPayoutKey } from "#worker/lib/crypto";
import { getLeaderboard, getMyPosition } from "#worker/services/contest";
import { settleMonth } from "#worker/services/contest-settlement";
import { savePaymentMethod } from "#worker/services/payment-methods";
import { createTestDb, type TestDb } from "../support/libsql-db";

let db: TestDb;
let key: CryptoKey;
const PROVIDERS = Array.from({ length: 8 }, (_, i) => `p-${i}`);
/** 10 December 2026, 12:00 in Cyprus: November is over, December is running. */
const NOW = new Date("2026-12-10T10:00:00Z");

/** An eligible user: verified e-mail, full profile and a saved payout method. */
async function eligibleUser(id: string, extra: Partial<NewUser> = {}) {
  await db.insert(users).values({
    id,
    email: `${id}@example.com`,
    username: id.replace(/-/g, "_"),
    firstName: "First",
    lastName: "Last",
    emailVerified: true,
    ...extra,
  });
  await savePaymentMethod(db, key, id, {
    method: "paysafe",
    details: { accountId: `acct-${id}`, accountEmail: `${id}@pay.example` },
  });
}

let reviewNumber = 0;
const reviewed = new Map<string, number>();
/** Reviews (approved unless said) of providers the user has not reviewed yet, at the given instants. */
async function reviewsBy(userId: string, instants: string[], status: "approved" | "pending" = "approved") {
  const first = reviewed.get(userId) ?? 0;
  reviewed.set(userId, first + instants.length);
  await db.insert(reviews).values(
    instants.map((at, index) => ({
      id: `r-${++reviewNumber}`,
      providerId: PROVIDERS[first + index]!,
      userId,
      rating: 5,
      reviewText: "A fair bookmaker with quick payouts.",
      status,
      createdAt: new Date(at),
    })),
  );
}

const times = (count: number, day = 5) =>
  Array.from({ length: count }, (_, i) => `2026-11-${String(day).padStart(2, "0")}T0${i}:00:00Z`);

beforeEach(async () => {
  ({ db } = await createTestDb());
  reviewed.clear();
  key = await importPayoutKey(DEV_PAYOUT_KEY);
  await db
    .insert(providers)
    .values(PROVIDERS.map((id) => ({ id, brand: id, domain: `${id}.example`, licenseId: id })));
});

const ranking = async (month: string) =>
  (await getLeaderboard(db, month, NOW)).rows.map((row) => [row.username, row.reviewCount, row.prizeAmount]);

describe("the month a review counts for", () => {
  it("is the Cyprus month: 23:30 UTC on the last day of a month is already the next month", async () => {
    await eligibleUser("late");
    // 31 October 2026 23:30 UTC is 1 November 01:30 in Cyprus (winter time, UTC+2).
    await reviewsBy("late", ["2026-10-31T23:30:00Z"]);
    expect(await ranking("2026-10")).toEqual([]);
    expect(await ranking("2026-11")).toEqual([["late", 1, 50]]);
  });

  it("moves with summer time: 21:30 UTC on 31 March is April in Cyprus, 20:59 UTC on 30 April still April", async () => {
    await eligibleUser("spring");
    await reviewsBy("spring", ["2026-03-31T21:30:00Z", "2026-04-30T20:59:59Z"]);
    await eligibleUser("may");
    await reviewsBy("may", ["2026-04-30T21:00:00Z"]);
    expect(await ranking("2026-03")).toEqual([]);
    expect(await ranking("2026-04")).toEqual([["spring", 2, 50]]);
    expect(await ranking("2026-05")).toEqual([["may", 1, 50]]);
  });

  it("counts approved reviews only", async () => {
    await eligibleUser("writer");
    await reviewsBy("writer", times(1));
    await reviewsBy("writer", times(2, 6), "pending");
    expect(await ranking("2026-11")).toEqual([["writer", 1, 50]]);
  });
});

describe("the ranking", () => {
  it("ranks by count, and of equal counts the one who reached it first ranks higher", async () => {
    await eligibleUser("a");
    await eligibleUser("b");
    await eligibleUser("c");
    await reviewsBy("a", ["2026-11-02T10:00:00Z", "2026-11-20T10:00:00Z"]);
    await reviewsBy("b", ["2026-11-03T10:00:00Z", "2026-11-04T10:00:00Z"]); // reached 2 on the 4th
    await reviewsBy("c", times(3));
    const board = await getLeaderboard(db, "2026-11", NOW);
    expect(board.status).toBe("live");
    expect(board.rows.map((row) => [row.rank, row.username, row.reviewCount, row.prizeAmount])).toEqual([
      [1, "c", 3, 50],
      [2, "b", 2, 25],
      [3, "a", 2, 25],
    ]);
  });

  it("keeps an ineligible reviewer in place with no prize and passes the prize to the next eligible one", async () => {
    await eligibleUser("top", { emailVerified: false });
    await eligibleUser("second");
    await db.insert(users).values({ id: "third", email: "third@example.com", emailVerified: true });
    await eligibleUser("fourth");
    await eligibleUser("fifth");
    await reviewsBy("top", times(5));
    await reviewsBy("second", times(4));
    await reviewsBy("third", times(3)); // no profile, no payout method
    await reviewsBy("fourth", times(2));
    await reviewsBy("fifth", times(1));
    expect(await ranking("2026-11")).toEqual([
      ["top", 5, 0],
      ["second", 4, 50],
      [null, 3, 0],
      ["fourth", 2, 25],
      ["fifth", 1, 25],
    ]);
  });

  it("gives out only the prizes it has winners for", async () => {
    await eligibleUser("alone");
    await reviewsBy("alone", times(1));
    expect(await ranking("2026-11")).toEqual([["alone", 1, 50]]);
    expect(await ranking("2026-09")).toEqual([]);
  });

  it("lists the first LEADERBOARD_SIZE places exactly as the full standings and each reviewer's own place give them", async () => {
    const reviewers = Array.from(
      { length: LEADERBOARD_SIZE + 50 },
      (_, i) => `u${String(i).padStart(3, "0")}`,
    );
    // The most active reviewers have the highest ids; few are eligible (most have no payout method).
    for (const [i, id] of reviewers.entries()) {
      if (i % 40 === 39) await eligibleUser(id);
      else await db.insert(users).values({ id, email: `${id}@example.com`, username: id });
      const count = i < LEADERBOARD_SIZE ? 1 : 2 + (i % 7);
      await reviewsBy(id, times(count, 1 + (i % 20)));
    }
    const live = (await getLeaderboard(db, "2026-11", NOW)).rows.map(standing);
    const positions = await Promise.all(reviewers.map((id) => getMyPosition(db, id, "2026-11", NOW)));
    await settleMonth(db, key, "2026-11", { now: NOW, settledBy: null });
    const settled = (await contestTables()).leaderboard.map(standing);
    expect(settled).toHaveLength(reviewers.length);
    expect(live).toEqual(settled.slice(0, LEADERBOARD_SIZE));
    // The ineligible leader keeps first place with no prize; the prizes go further down.
    expect(live[0]!.prizeAmount).toBe(0);
    expect(live.some((row) => row.prizeAmount > 0)).toBe(true);
    for (const row of settled) {
      const own = positions[reviewers.indexOf(row.userId)];
      expect(own).toMatchObject({
        rank: row.rank,
        reviewCount: row.reviewCount,
        prizeAmount: row.prizeAmount,
      });
    }
  });

  it("refuses a month that has not started", async () => {
    await expect(getLeaderboard(db, "2027-01", NOW)).rejects.toMatchObject({ status: 400 });
    await expect(getMyPosition(db, "x", "2027-01", NOW)).rejects.toMatchObject({ status: 400 });
  });
});

describe("a public row", () => {
  it("carries the username and nothing taken from the e-mail address", async () => {
    await db.insert(users).values({ id: "no-name", email: "secret.person@example.com" });
    await reviewsBy("no-name", times(1));
    const board = await getLeaderboard(db, "2026-11", NOW);
    expect(JSON.stringify(board)).not.toContain("@");
    expect(JSON.stringify(board)).not.toContain("secret");
    expect(board.rows[0]?.username).toBeNull();
  });
});

describe("getMyPosition", () => {
  it("gives the user's rank, count and prize, or no rank without an approved review", async () => {
    await eligibleUser("a");
    await eligibleUser("b");
    await reviewsBy("a", times(2));
    await reviewsBy("b", times(1));
    expect(await getMyPosition(db, "b", "2026-11", NOW)).toEqual({
      month: "2026-11",
      rank: 2,
      reviewCount: 1,
      prizeAmount: 25,
    });
    await eligibleUser("idle");
    expect(await getMyPosition(db, "idle", "2026-11", NOW)).toEqual({
      month: "2026-11",
      rank: null,
      reviewCount: 0,
      prizeAmount: 0,
    });
  });
});

/** What the live board, the settled standings and My position all say of a reviewer. */
const standing = ({
  userId,
  rank,
  reviewCount,
  prizeAmount,
}: {
  userId: string;
  rank: number;
  reviewCount: number;
  prizeAmount: number;
}) => ({
  userId,
  rank,
  reviewCount,
  prizeAmount,
});

async function contestTables() {
  return {
    settlements: await db.select().from(contestSettlements).orderBy(contestSettlements.month),
    leaderboard: await db.select().from(reviewLeaderboards).orderBy(reviewLeaderboards.rank),
    awards: await db.select().from(prizeAwards).orderBy(prizeAwards.amount),
  };
}

describe("settleMonth", () => {
  beforeEach(async () => {
    await eligibleUser("gold");
    await db.insert(users).values({ id: "unverified", email: "u@example.com", username: "unverified" });
    await eligibleUser("silver");
    await eligibleUser("bronze");
    await eligibleUser("fourth");
    await reviewsBy("gold", times(5));
    await reviewsBy("unverified", times(4));
    await reviewsBy("silver", times(3));
    await reviewsBy("bronze", times(2));
    await reviewsBy("fourth", times(1));
  });

  it("writes the standings and one pending award per prize with the winner's payout method", async () => {
    const result = await settleMonth(db, key, "2026-11", { now: NOW, settledBy: null });
    expect(result).toMatchObject({ month: "2026-11", created: true, participants: 5, settledAt: NOW });
    const { leaderboard } = await contestTables();
    expect(leaderboard.map((row) => [row.userId, row.rank, row.reviewCount, row.prizeAmount])).toEqual([
      ["gold", 1, 5, 50],
      ["unverified", 2, 4, 0],
      ["silver", 3, 3, 25],
      ["bronze", 4, 2, 25],
      ["fourth", 5, 1, 0],
    ]);
    expect(
      result.awards.map((award) => [award.user.id, award.amount, award.status, award.leaderboard.rank]),
    ).toEqual([
      ["gold", 50, "pending", 1],
      ["silver", 25, "pending", 3],
      ["bronze", 25, "pending", 4],
    ]);
    expect(result.awards[0]?.paymentMethod).toEqual({
      method: "paysafe",
      details: { accountId: "acct-gold", accountEmail: "gold@pay.example" },
    });
  });

  it("keeps the payout snapshot encrypted at rest, bound to the winner", async () => {
    await settleMonth(db, key, "2026-11", { now: NOW, settledBy: null });
    const [award] = await db.select().from(prizeAwards).where(eq(prizeAwards.userId, "gold"));
    expect(JSON.stringify(award?.paymentMethodSnapshot)).not.toContain("acct-gold");
    expect(award?.paymentMethodSnapshot.details).toMatchObject({ v: "1" });
  });

  it("is the snapshot of the method at settlement: a later change of payout method does not redirect the prize", async () => {
    const { awards } = await settleMonth(db, key, "2026-11", { now: NOW, settledBy: null });
    await savePaymentMethod(db, key, "gold", {
      method: "revolut",
      details: { phoneNumber: "+35799123456" },
    });
    const again = await settleMonth(db, key, "2026-11", { now: NOW, settledBy: null });
    expect(again.awards[0]?.paymentMethod).toEqual(awards[0]?.paymentMethod);
  });

  it("leaves exactly the same rows when run twice in a row, and says the second run created nothing", async () => {
    await settleMonth(db, key, "2026-11", { now: NOW, settledBy: null });
    const first = await contestTables();
    // Meanwhile a late approval would change a fresh ranking: the settled one stays.
    await reviewsBy("fourth", ["2026-11-20T10:00:00Z", "2026-11-21T10:00:00Z"]);
    const second = await settleMonth(db, key, "2026-11", {
      now: new Date("2026-12-11T10:00:00Z"),
      settledBy: "gold",
    });
    expect(second.created).toBe(false);
    expect(second.settledAt).toEqual(NOW);
    expect(await contestTables()).toEqual(first);
    expect(await db.select().from(auditLog)).toEqual([]);
  });

  it("leaves exactly the same rows when two runs go at once", async () => {
    const runs = await Promise.all([
      settleMonth(db, key, "2026-11", { now: NOW, settledBy: null }),
      settleMonth(db, key, "2026-11", { now: NOW, settledBy: null }),
      settleMonth(db, key, "2026-11", { now: NOW, settledBy: null }),
    ]);
    expect(runs.filter((run) => run.created)).toHaveLength(1);
    const tables = await contestTables();
    expect(tables.settlements).toHaveLength(1);
    expect(tables.leaderboard).toHaveLength(5);
    expect(tables.awards).toHaveLength(3);
  });

  it("never changes a paid award when run again", async () => {
    const { awards } = await settleMonth(db, key, "2026-11", { now: NOW, settledBy: null });
    const paidAt = new Date("2026-12-12T09:00:00Z");
    await db
      .update(prizeAwards)
      .set({ status: "paid", paidAt, notes: "Sent" })
      .where(eq(prizeAwards.id, awards[0]!.id));
    await settleMonth(db, key, "2026-11", { now: NOW, settledBy: null });
    const [gold] = await db.select().from(prizeAwards).where(eq(prizeAwards.id, awards[0]!.id));
    expect(gold).toMatchObject({ status: "paid", paidAt, notes: "Sent" });
    expect(await db.select().from(prizeAwards)).toHaveLength(3);
  });

  it("settles an empty month once, with no rows", async () => {
    const result = await settleMonth(db, key, "2026-10", { now: NOW, settledBy: null });
    expect(result).toMatchObject({ created: true, participants: 0, awards: [] });
    expect((await getLeaderboard(db, "2026-10", NOW)).status).toBe("settled");
  });

  it("refuses the running month and future months", async () => {
    await expect(settleMonth(db, key, "2026-12", { now: NOW, settledBy: null })).rejects.toMatchObject({
      status: 400,
    });
    await expect(settleMonth(db, key, "2027-02", { now: NOW, settledBy: null })).rejects.toMatchObject({
      status: 400,
    });
    expect((await contestTables()).settlements).toEqual([]);
  });

  it("serves the settled standings afterwards, whatever happens to eligibility", async () => {
    await settleMonth(db, key, "2026-11", { now: NOW, settledBy: "gold" });
    await db.delete(userPaymentMethods).where(eq(userPaymentMethods.userId, "silver"));
    const board = await getLeaderboard(db, "2026-11", NOW);
    expect(board).toMatchObject({ status: "settled", settledAt: NOW });
    expect(board.rows.map((row) => row.prizeAmount)).toEqual([50, 0, 25, 25, 0]);
    expect(await getMyPosition(db, "silver", "2026-11", NOW)).toMatchObject({ rank: 3, prizeAmount: 25 });
    expect(await db.select().from(auditLog)).toMatchObject([
      { actorUserId: "gold", action: "leaderboard.calculate", entityId: "2026-11" },
    ]);
  });
});
