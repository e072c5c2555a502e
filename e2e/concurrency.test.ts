import { and, count, eq, inArray, isNull, or } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contestSettlements, prizeAwards, reviewLeaderboards } from "#schema/contest";
import { emailOutbox } from "#schema/content";
import { mailDeliveries } from "#schema/mail-deliveries";
import { contestMonthOf, nicosiaDate, shiftMonth } from "#schema/cyprus-time";
import { providers } from "#schema/providers";
import { reviewFingerprints, reviewLimits, reviews, reviewVotes } from "#schema/reviews";
import { users } from "#schema/users";
import type { Db } from "#worker/lib/db";
import { startDevSignInSite, type Site } from "./support/dev-sign-in-site";
import { answerOf, devSignIn, fetchPastDevProxy, sameOriginWrite, type Answer } from "./support/site-client";
import { withSiteDatabase } from "./support/site-database";

/**
 * The reviews' and the contest's invariants under truly simultaneous requests to the real Worker
 * (`wrangler dev`, as `npm start` runs it), checked afterwards in its database. The development
 * sign-in site is used because it signs in with one request per user.
 */
let site: Site;
const inSiteDb = <T>(work: (db: Db) => Promise<T>) => withSiteDatabase(work, "DB", site.stateDir);
const EXTRA_PROVIDERS = 15;
let activeProviderIds: string[];

beforeAll(async () => {
  site = await startDevSignInSite();
  // The seed has 10 active providers: more are needed to reach the daily limit of 10 reviews.
  activeProviderIds = await inSiteDb(async (db) => {
    const [first, ...rest] = Array.from({ length: EXTRA_PROVIDERS }, (_, i) =>
      // One row a statement: D1 binds at most 100 parameters to one.
      db.insert(providers).values({
        brand: `Concurrency Bet ${i}`,
        domain: `concurrency-${i}.example`,
        licenseId: `TEST-${i}`,
        active: true,
      }),
    );
    await db.batch([first!, ...rest]);
    const rows = await db.select({ id: providers.id }).from(providers).where(eq(providers.active, true));
    return rows.map((row) => row.id);
  });
}, 240_000);
afterAll(() => site?.stop());

const signIn = (email: string) => devSignIn(site.baseUrl, email);
const signInMany = (prefix: string, n: number) =>
  Promise.all(Array.from({ length: n }, (_, i) => signIn(`${prefix}-${i}@example.test`)));

const send = (path: string, method: string, cookie: string, body?: unknown) =>
  answerOf(fetchPastDevProxy(`${site.baseUrl}${path}`, sameOriginWrite(site.baseUrl, method, body, cookie)));

const submitReview = (cookie: string, providerId: string, i: number) =>
  send("/api/reviews", "POST", cookie, {
    providerId,
    rating: 1 + (i % 5),
    reviewText: `Concurrent review number ${i}: payouts were quick and support answered.`,
  });

/** How many answers had each status; any 5xx fails here, with its body. */
const statusCounts = (answers: Answer[]) => {
  expect(answers.filter(({ status }) => status >= 500)).toEqual([]);
  return answers.reduce<Record<number, number>>((tally, { status }) => {
    tally[status] = (tally[status] ?? 0) + 1;
    return tally;
  }, {});
};

/** Every refusal is a 4xx this operation may answer, with its catalogue message: never a 5xx. */
function expectRefusalsAmong(answers: Answer[], messageKeys: Record<number, string>) {
  for (const answer of answers.filter(({ status }) => status >= 300)) {
    expect(Object.keys(messageKeys)).toContain(String(answer.status));
    expect(answer.body).toMatchObject({
      messageKey: messageKeys[answer.status],
      message: expect.any(String),
    });
  }
}

const ALREADY_REVIEWED = { 409: "reviews.error.already_reviewed" };
const DAILY_LIMIT = { 429: "reviews.error.daily_limit" };

/** A user's reviews, today's count against the limit, their fingerprints, and any left without a review. */
const reviewState = (userId: string) =>
  inSiteDb(async (db) => {
    const written = await db
      .select({ providerId: reviews.providerId })
      .from(reviews)
      .where(eq(reviews.userId, userId));
    const [limit] = await db
      .select({ reviewCount: reviewLimits.reviewCount })
      .from(reviewLimits)
      .where(and(eq(reviewLimits.userId, userId), eq(reviewLimits.limitDate, nicosiaDate(new Date()))));
    const fingerprinted = await db
      .selectDistinct({ reviewId: reviewFingerprints.reviewId, userId: reviews.userId })
      .from(reviewFingerprints)
      .leftJoin(reviews, eq(reviews.id, reviewFingerprints.reviewId))
      .where(or(eq(reviews.userId, userId), isNull(reviews.id)));
    return {
      providerIds: written.map((row) => row.providerId),
      countedToday: limit?.reviewCount ?? 0,
      fingerprintedReviews: fingerprinted.filter((row) => row.userId === userId).length,
      orphanFingerprints: fingerprinted.filter((row) => row.userId === null).length,
    };
  });

describe("review submissions at the same moment", () => {
  it("keep one review per user and provider (25 at once)", async () => {
    const { cookie, userId } = await signIn("same-provider@example.test");
    const provider = activeProviderIds[0]!;
    const answers = await Promise.all(
      Array.from({ length: 25 }, (_, i) => submitReview(cookie, provider, i)),
    );
    expect(statusCounts(answers)).toEqual({ 201: 1, 409: 24 });
    expectRefusalsAmong(answers, ALREADY_REVIEWED);
    expect(await reviewState(userId)).toEqual({
      providerIds: [provider],
      countedToday: 1,
      fingerprintedReviews: 1,
      orphanFingerprints: 0,
    });
  });

  it("keep to 10 reviews a day (25 providers at once)", async () => {
    const { cookie, userId } = await signIn("daily-limit@example.test");
    const answers = await Promise.all(activeProviderIds.map((id, i) => submitReview(cookie, id, i)));
    expect(answers).toHaveLength(25);
    expect(statusCounts(answers)).toEqual({ 201: 10, 429: 15 });
    expectRefusalsAmong(answers, DAILY_LIMIT);
    const state = await reviewState(userId);
    expect(new Set(state.providerIds).size).toBe(10);
    expect(state).toMatchObject({ countedToday: 10, fingerprintedReviews: 10, orphanFingerprints: 0 });
    const canReview = await answerOf(fetch(`${site.baseUrl}/api/user/can-review`, { headers: { cookie } }));
    expect(canReview.body).toMatchObject({ canReview: false, reviewsRemainingToday: 0 });
  });

  it("keep both rules at once (12 providers, each twice, 24 at once)", async () => {
    const { cookie, userId } = await signIn("both-rules@example.test");
    const targets = activeProviderIds.slice(0, 12).flatMap((id) => [id, id]);
    const answers = await Promise.all(targets.map((id, i) => submitReview(cookie, id, i)));
    expect(statusCounts(answers)[201]).toBe(10);
    expectRefusalsAmong(answers, { ...ALREADY_REVIEWED, ...DAILY_LIMIT });
    const state = await reviewState(userId);
    expect(state.providerIds).toHaveLength(10);
    expect(new Set(state.providerIds).size).toBe(10);
    expect(state).toMatchObject({ countedToday: 10, fingerprintedReviews: 10, orphanFingerprints: 0 });
  });
});

/** The review's stored counts beside the vote rows they must match, and each voter's rows. */
const voteState = (reviewId: string) =>
  inSiteDb(async (db) => {
    const [stored] = await db
      .select({ helpful: reviews.helpfulCount, notHelpful: reviews.notHelpfulCount })
      .from(reviews)
      .where(eq(reviews.id, reviewId));
    const rows = await db
      .select({ userId: reviewVotes.userId, voteType: reviewVotes.voteType })
      .from(reviewVotes)
      .where(eq(reviewVotes.reviewId, reviewId));
    const ofType = (type: string) => rows.filter((row) => row.voteType === type).length;
    return {
      stored,
      fromRows: { helpful: ofType("helpful"), notHelpful: ofType("not_helpful") },
      rowsPerUser: rows.length === 0 ? 0 : rows.length / new Set(rows.map((row) => row.userId)).size,
    };
  });

describe("votes at the same moment", () => {
  const VOTERS = 30;
  let review: { id: string } | undefined;
  let voters: { cookie: string }[];
  let before: Awaited<ReturnType<typeof voteState>>["fromRows"];
  beforeAll(async () => {
    [review] = await inSiteDb((db) =>
      db
        .select({ id: reviews.id })
        .from(reviews)
        .innerJoin(providers, eq(providers.id, reviews.providerId))
        .where(and(eq(reviews.status, "approved"), eq(providers.active, true)))
        .limit(1),
    );
    if (!review) throw new Error("The seed has no approved review of an active provider");
    voters = await signInMany("voter", VOTERS);
    before = (await voteState(review!.id)).fromRows;
  });

  const vote = (cookie: string, voteType: "helpful" | "not_helpful" | null) =>
    voteType
      ? send(`/api/reviews/${review!.id}/vote`, "POST", cookie, { voteType })
      : send(`/api/reviews/${review!.id}/vote`, "DELETE", cookie);
  const everyone = (choices: ("helpful" | "not_helpful" | null)[]) =>
    Promise.all(voters.flatMap(({ cookie }) => choices.map((choice) => vote(cookie, choice))));

  it("keep one vote per user and counts that follow the votes, through changes and removals", async () => {
    const cast = await everyone(["helpful", "helpful", "helpful"]); // 90 at once
    expect(statusCounts(cast)).toEqual({ 200: 3 * VOTERS });
    expect(await voteState(review!.id)).toEqual({
      stored: { helpful: before.helpful + VOTERS, notHelpful: before.notHelpful },
      fromRows: { helpful: before.helpful + VOTERS, notHelpful: before.notHelpful },
      rowsPerUser: 1,
    });

    const changed = await everyone(["not_helpful"]);
    expect(statusCounts(changed)).toEqual({ 200: VOTERS });
    expect(await voteState(review!.id)).toMatchObject({
      stored: { helpful: before.helpful, notHelpful: before.notHelpful + VOTERS },
      fromRows: { helpful: before.helpful, notHelpful: before.notHelpful + VOTERS },
    });

    // A storm: every voter casts, changes, removes and casts again, all at once (120 requests).
    const storm = await everyone(["helpful", "not_helpful", null, "helpful"]);
    expect(statusCounts(storm)).toEqual({ 200: 4 * VOTERS });
    const afterStorm = await voteState(review!.id);
    expect(afterStorm.stored).toEqual(afterStorm.fromRows);
    expect(afterStorm.rowsPerUser).toBeLessThanOrEqual(1);

    const removed = await everyone([null, null]);
    expect(statusCounts(removed)).toEqual({ 200: 2 * VOTERS });
    expect(await voteState(review!.id)).toMatchObject({ stored: before, fromRows: before });
  });
});

describe("the monthly settlement fired several times at once", () => {
  const CRON_RUNS = 8;
  const ADMIN_RUNS = 4;
  /** The line every run of the daily trigger logs last, whatever became of its jobs. */
  const RUN_ENDED = /cron "0 0 \* \* \*" at /g;

  /** Waits until the server has logged the end of `runs` cron runs after `from` in its output. */
  async function cronLog(from: number, runs: number) {
    for (let waited = 0; waited < 60_000; waited += 250) {
      const log = site.output().slice(from);
      if ((log.match(RUN_ENDED) ?? []).length >= runs) return log;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error(`${runs} cron runs did not end; the server printed:\n${site.output().slice(from)}`);
  }

  const settlementState = (month: string) =>
    inSiteDb(async (db) => {
      const settlements = await db
        .select()
        .from(contestSettlements)
        .where(eq(contestSettlements.month, month));
      const standings = await db
        .select({ id: reviewLeaderboards.id, userId: reviewLeaderboards.userId })
        .from(reviewLeaderboards)
        .where(eq(reviewLeaderboards.month, month));
      const awards = await db
        .select({ id: prizeAwards.id, leaderboardId: prizeAwards.leaderboardId, email: users.email })
        .from(prizeAwards)
        .innerJoin(users, eq(users.id, prizeAwards.userId))
        .where(
          inArray(
            prizeAwards.leaderboardId,
            standings.map((row) => row.id),
          ),
        );
      const mails = await db
        .select({ to: emailOutbox.toEmail, total: count() })
        .from(emailOutbox)
        .groupBy(emailOutbox.toEmail);
      return { settlements, standings, awards, mails: new Map(mails.map((row) => [row.to, row.total])) };
    });

  /** Prize mails leave through the mail queue after the answers: waits until each award's has left it. */
  async function prizeMailsSettled(awardIds: string[]) {
    for (let waited = 0; waited < 60_000; waited += 250) {
      const rows = await inSiteDb((db) =>
        db
          .select({ status: mailDeliveries.status })
          .from(mailDeliveries)
          .where(inArray(mailDeliveries.prizeAwardId, awardIds)),
      );
      if (rows.length === awardIds.length && rows.every((row) => row.status !== "queued")) return;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error(`The prize mails of awards ${awardIds.join(", ")} did not leave the queue`);
  }

  it("settles the month once: one standings, one set of prizes, one mail per winner", async () => {
    const month = shiftMonth(contestMonthOf(new Date()), -1);
    const before = await settlementState(month);
    expect(before.settlements).toEqual([]);
    const admin = await signIn("admin@example.com");
    const logFrom = site.output().length;

    const answers = await Promise.all([
      ...Array.from({ length: CRON_RUNS }, () =>
        answerOf(fetchPastDevProxy(`${site.baseUrl}/__scheduled?cron=${encodeURIComponent("0 0 * * *")}`)),
      ),
      ...Array.from({ length: ADMIN_RUNS }, () =>
        send("/api/admin/leaderboard/calculate", "POST", admin.cookie, { month }),
      ),
    ]);
    const [cronAnswers, adminAnswers] = [answers.slice(0, CRON_RUNS), answers.slice(CRON_RUNS)];
    expect(statusCounts(cronAnswers)).toEqual({ 200: CRON_RUNS });
    const log = await cronLog(logFrom, CRON_RUNS);
    expect(log).not.toMatch(/failed/);

    // Exactly one run, the cron's or an admin's, settled the month; every other found it settled.
    const settledByCron = log.split(`contest ${month} settled:`).length - 1;
    const settledByAdmin = adminAnswers.filter(({ status }) => status === 201).length;
    expect(settledByCron + settledByAdmin).toBe(1);
    expect(log.split(`contest ${month} was already settled`).length - 1).toBe(CRON_RUNS - settledByCron);
    expect(statusCounts(adminAnswers)).toEqual(
      settledByAdmin ? { 201: 1, 200: ADMIN_RUNS - 1 } : { 200: ADMIN_RUNS },
    );

    await prizeMailsSettled((await settlementState(month)).awards.map((award) => award.id));
    const after = await settlementState(month);
    expect(after.settlements).toHaveLength(1);
    expect(after.standings.length).toBeGreaterThan(0);
    expect(new Set(after.standings.map((row) => row.userId)).size).toBe(after.standings.length);
    // The seed's month before has eligible winners: prizes are really at stake here.
    expect(after.awards.length).toBeGreaterThan(0);
    expect(after.awards.length).toBeLessThanOrEqual(3);
    expect(new Set(after.awards.map((award) => award.leaderboardId)).size).toBe(after.awards.length);
    const newMails = [...after.mails].flatMap(([to, total]) =>
      total > (before.mails.get(to) ?? 0) ? [[to, total - (before.mails.get(to) ?? 0)]] : [],
    );
    expect(new Map(newMails as [string, number][])).toEqual(
      new Map(after.awards.map((award) => [award.email, 1])),
    );
    const settledAnswers = adminAnswers.map(({ body }) => body as { awards: unknown[] });
    for (const body of settledAnswers) expect(body.awards).toHaveLength(after.awards.length);
  });
});
