import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { formatMessage, type MessageKey } from "#schema/api/messages";
import type { CreatedReview, PublicReview, VoteResult } from "#schema/api/reviews";
import { reviews, reviewVotes } from "#schema/reviews";
import { insertCatalogFixtures, insertProviderPageFixtures } from "../support/catalog-fixtures";
import { call, db, jsonWrite, signIn } from "./support/client";

let voters = 0;
const newVoter = () => signIn(`voter-${++voters}@example.com`);

const vote = (reviewId: string, voteType: unknown, cookie?: string) =>
  call(`/api/reviews/${reviewId}/vote`, jsonWrite("POST", { voteType }, cookie));
const unvote = (reviewId: string, cookie?: string) =>
  call(`/api/reviews/${reviewId}/vote`, jsonWrite("DELETE", {}, cookie));

async function result(response: Response) {
  expect(response.status).toBe(200);
  return (await response.json()) as VoteResult;
}

async function expectError(response: Response, status: number, key: MessageKey) {
  expect(response.status).toBe(status);
  const body = (await response.json()) as { message: string; messageKey?: string };
  expect(body.messageKey).toBe(key);
  expect(body.message).toContain(formatMessage(key));
}

const votesOn = (reviewId: string) =>
  db().select().from(reviewVotes).where(eq(reviewVotes.reviewId, reviewId));

async function countsOf(reviewId: string) {
  const [row] = await db()
    .select({ helpful: reviews.helpfulCount, notHelpful: reviews.notHelpfulCount })
    .from(reviews)
    .where(eq(reviews.id, reviewId));
  return row!;
}

/** The id of the one review a fixture user wrote for a provider. */
async function reviewIdOf(userId: string, providerId: string) {
  const [row] = await db()
    .select({ id: reviews.id })
    .from(reviews)
    .where(and(eq(reviews.userId, userId), eq(reviews.providerId, providerId)));
  return row!.id;
}

beforeAll(async () => {
  await insertCatalogFixtures(db());
  await insertProviderPageFixtures(db());
});

describe("POST and DELETE /api/reviews/{id}/vote", () => {
  it("casts, keeps, changes and removes a vote, the counts following each step", async () => {
    const other = await newVoter();
    const reader = await newVoter();
    expect(await result(await vote("review-00", "helpful", other.cookie))).toEqual({
      helpfulCount: 1,
      notHelpfulCount: 0,
      userVote: "helpful",
    });
    const steps = [
      () => vote("review-00", "helpful", reader.cookie),
      () => vote("review-00", "helpful", reader.cookie),
      () => vote("review-00", "not_helpful", reader.cookie),
      () => unvote("review-00", reader.cookie),
      () => unvote("review-00", reader.cookie),
    ];
    const answers = [];
    for (const step of steps) answers.push(await result(await step()));
    expect(answers).toEqual([
      { helpfulCount: 2, notHelpfulCount: 0, userVote: "helpful" },
      { helpfulCount: 2, notHelpfulCount: 0, userVote: "helpful" },
      { helpfulCount: 1, notHelpfulCount: 1, userVote: "not_helpful" },
      { helpfulCount: 1, notHelpfulCount: 0, userVote: null },
      { helpfulCount: 1, notHelpfulCount: 0, userVote: null },
    ]);
    expect(await votesOn("review-00")).toMatchObject([{ userId: other.userId, voteType: "helpful" }]);
  });

  it("shows the voter their vote and the new counts in the provider's list", async () => {
    const reader = await newVoter();
    await vote("review-03", "not_helpful", reader.cookie);
    const listed = await call("/api/providers/p-active/reviews", { headers: { cookie: reader.cookie } });
    const review = ((await listed.json()) as PublicReview[]).find((r) => r.id === "review-03");
    expect(review).toMatchObject({ userVote: "not_helpful", helpfulCount: 0, notHelpfulCount: 1 });
  });

  it("refuses a vote on one's own review with 403 and changes nothing", async () => {
    const author = await newVoter();
    const created = await call(
      "/api/reviews",
      jsonWrite(
        "POST",
        { providerId: "p-low", rating: 5, reviewText: "My own words, approved." },
        author.cookie,
      ),
    );
    const { id } = ((await created.json()) as CreatedReview).review;
    await db().update(reviews).set({ status: "approved" }).where(eq(reviews.id, id));
    await expectError(await vote(id, "helpful", author.cookie), 403, "reviews.error.own_review_vote");
    await expectError(await unvote(id, author.cookie), 403, "reviews.error.own_review_vote");
    expect(await votesOn(id)).toEqual([]);
    expect(await countsOf(id)).toEqual({ helpful: 0, notHelpful: 0 });
  });

  it.each([
    ["a pending review", () => reviewIdOf("reviewer-12", "p-active")],
    ["a rejected review", () => reviewIdOf("reviewer-13", "p-active")],
    ["an approved review of an inactive provider", () => reviewIdOf("reviewer-0", "p-off")],
    ["an unknown review", async () => "no-such-review"],
  ])("answers 404 for %s and records nothing", async (_, findId) => {
    const reviewId = await findId();
    const { cookie } = await newVoter();
    await expectError(await vote(reviewId, "helpful", cookie), 404, "reviews.error.not_found");
    await expectError(await unvote(reviewId, cookie), 404, "reviews.error.not_found");
    expect(await votesOn(reviewId)).toEqual([]);
  });

  it("answers 401 to a visitor who is not signed in", async () => {
    await expectError(await vote("review-01", "helpful"), 401, "auth.error.sign_in_first");
    await expectError(await unvote("review-01"), 401, "auth.error.sign_in_first");
  });

  it.each([["funny"], ["HELPFUL"], [undefined], [1]])(
    "refuses voteType %s with 400 and the catalogue message",
    async (voteType) => {
      const { cookie } = await newVoter();
      await expectError(await vote("review-01", voteType, cookie), 400, "reviews.error.vote_type");
      expect(await votesOn("review-01")).toEqual([]);
    },
  );

  it("keeps one vote at most and the counts equal to the votes after 50 concurrent changes by one user", async () => {
    const other = await newVoter();
    await vote("review-05", "helpful", other.cookie);
    const { cookie, userId } = await newVoter();
    const changes = Array.from({ length: 50 }, (_, i) =>
      i % 3 === 0
        ? vote("review-05", "helpful", cookie)
        : i % 3 === 1
          ? vote("review-05", "not_helpful", cookie)
          : unvote("review-05", cookie),
    );
    const statuses = (await Promise.all(changes)).map((response) => response.status);
    expect(statuses.filter((status) => status !== 200 && status !== 429)).toEqual([]);
    expect(statuses).toContain(200);

    const votes = await votesOn("review-05");
    expect(votes.filter((v) => v.userId === userId).length).toBeLessThanOrEqual(1);
    expect(await countsOf("review-05")).toEqual({
      helpful: votes.filter((v) => v.voteType === "helpful").length,
      notHelpful: votes.filter((v) => v.voteType === "not_helpful").length,
    });
  });
});
