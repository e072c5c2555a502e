import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { formatMessage, type MessageKey, type MessageParams } from "#schema/api/messages";
import type { CreatedReview, PublicReview } from "#schema/api/reviews";
import { providers } from "#schema/providers";
import { DAILY_REVIEW_LIMIT, REVIEW_TEXT_MAX_LENGTH, REVIEW_TEXT_MIN_LENGTH } from "#schema/review-rules";
import { reviewFingerprints, reviewLimits, reviews } from "#schema/reviews";
import { insertCatalogFixtures, insertProviderPageFixtures } from "../support/catalog-fixtures";
import { call, db, jsonWrite, setUser, signIn } from "./support/client";

const GOOD_TEXT = "Quick withdrawals and fair odds.";

let users = 0;
/** A fresh reviewer for each case: the daily limit and the one-review rule are per user. */
const newReviewer = () => signIn(`writer-${++users}@example.com`, { firstName: "Rita", lastName: "Writer" });

const post = (body: unknown, cookie?: string) => call("/api/reviews", jsonWrite("POST", body, cookie));

const reviewsBy = (userId: string) => db().select().from(reviews).where(eq(reviews.userId, userId));
const limitsOf = (userId: string) => db().select().from(reviewLimits).where(eq(reviewLimits.userId, userId));

async function expectError(response: Response, status: number, key: MessageKey, params?: MessageParams) {
  expect(response.status).toBe(status);
  const body = (await response.json()) as { message: string; messageKey?: string; params?: unknown };
  expect(body.messageKey).toBe(key);
  expect(body.message).toContain(formatMessage(key, params));
  if (params) expect(body.params).toEqual(params);
}

beforeAll(async () => {
  await insertCatalogFixtures(db());
  await insertProviderPageFixtures(db());
});

describe("POST /api/reviews", () => {
  it("writes a pending review by the signed-in user and answers it as its author sees it", async () => {
    const { cookie, userId } = await newReviewer();
    const response = await post(
      { providerId: "p-active", rating: 4, reviewText: `  ${GOOD_TEXT}\n` },
      cookie,
    );
    expect(response.status).toBe(201);
    const { review, reviewsRemainingToday } = (await response.json()) as CreatedReview;
    expect(reviewsRemainingToday).toBe(DAILY_REVIEW_LIMIT - 1);
    expect(review).toMatchObject({
      providerId: "p-active",
      rating: 4,
      reviewText: GOOD_TEXT,
      status: "pending",
      verifiedUser: false,
      helpfulCount: 0,
      notHelpfulCount: 0,
      userVote: null,
      mine: true,
      user: { username: null, publicId: userId.slice(0, 8), profileImageUrl: null },
    });
    expect(await reviewsBy(userId)).toMatchObject([{ id: review.id, status: "pending" }]);
    expect(await limitsOf(userId)).toMatchObject([{ reviewCount: 1 }]);
  });

  it("marks the review verified when the author's e-mail is verified at the time of writing", async () => {
    const { cookie, userId } = await newReviewer();
    await setUser(userId, { emailVerified: true });
    const response = await post({ providerId: "p-active", rating: 5, reviewText: GOOD_TEXT }, cookie);
    expect(((await response.json()) as CreatedReview).review.verifiedUser).toBe(true);
  });

  it("shows the badge from the author's verification as it is now, not as it was when they wrote", async () => {
    const { cookie, userId } = await newReviewer();
    const response = await post({ providerId: "p-active", rating: 4, reviewText: GOOD_TEXT }, cookie);
    expect(((await response.json()) as CreatedReview).review.verifiedUser).toBe(false);
    await setUser(userId, { emailVerified: true });
    const listed = await call("/api/providers/p-active/reviews", { headers: { cookie } });
    const mine = ((await listed.json()) as PublicReview[]).find((review) => review.mine);
    expect(mine?.verifiedUser).toBe(true);
  });

  it("ignores fields the form does not send: status, author and verification come from the server", async () => {
    const { cookie, userId } = await newReviewer();
    const response = await post(
      {
        providerId: "p-active",
        rating: 3,
        reviewText: GOOD_TEXT,
        status: "approved",
        userId: "someone-else",
        verifiedUser: true,
        helpfulCount: 99,
      },
      cookie,
    );
    expect(response.status).toBe(201);
    expect(await reviewsBy(userId)).toMatchObject([
      { status: "pending", verifiedUser: false, helpfulCount: 0 },
    ]);
  });

  it("stores and returns markup byte for byte: escaping is the page's job", async () => {
    const { cookie, userId } = await newReviewer();
    const text = `<script>alert(1)</script> <img src=x onerror=alert(1)> & "quoted" 'x' Ω`;
    const response = await post({ providerId: "p-active", rating: 2, reviewText: text }, cookie);
    expect(((await response.json()) as CreatedReview).review.reviewText).toBe(text);
    expect((await reviewsBy(userId))[0]?.reviewText).toBe(text);
    const listed = await call("/api/providers/p-active/reviews", { headers: { cookie } });
    const mine = ((await listed.json()) as PublicReview[]).find((review) => review.mine);
    expect(mine?.reviewText).toBe(text);
  });

  it.each([
    ["exactly the minimum after trimming", `   ${"a".repeat(REVIEW_TEXT_MIN_LENGTH)}   `],
    ["exactly the maximum", "b".repeat(REVIEW_TEXT_MAX_LENGTH)],
  ])("accepts text of %s", async (_, reviewText) => {
    const { cookie, userId } = await newReviewer();
    expect((await post({ providerId: "p-active", rating: 1, reviewText }, cookie)).status).toBe(201);
    expect((await reviewsBy(userId))[0]?.reviewText).toBe(reviewText.trim());
  });

  const min = { count: REVIEW_TEXT_MIN_LENGTH };
  it.each<[string, Record<string, unknown>, MessageKey, MessageParams | undefined]>([
    [
      "text one short of the minimum after trimming",
      { reviewText: `  ${"a".repeat(9)}  ` },
      "reviews.validation_min_length",
      min,
    ],
    ["whitespace-only text", { reviewText: " \n\t ".repeat(5) }, "reviews.validation_min_length", min],
    [
      "text one over the maximum",
      { reviewText: "c".repeat(REVIEW_TEXT_MAX_LENGTH + 1) },
      "reviews.validation_max_length",
      { count: REVIEW_TEXT_MAX_LENGTH },
    ],
    ["no text", { reviewText: undefined }, "reviews.validation_min_length", min],
    [
      "control characters",
      { reviewText: `${GOOD_TEXT}\u0007` },
      "reviews.validation_control_characters",
      undefined,
    ],
    ["rating 0", { rating: 0 }, "reviews.rating_required", undefined],
    ["rating 6", { rating: 6 }, "reviews.rating_required", undefined],
    ["rating 2.5", { rating: 2.5 }, "reviews.rating_required", undefined],
    ["rating as text", { rating: "4" }, "reviews.rating_required", undefined],
    ["no rating", { rating: undefined }, "reviews.rating_required", undefined],
    ["no provider", { providerId: undefined }, "reviews.error.provider_not_found", undefined],
  ])("refuses %s with 400 and the catalogue message", async (_, change, key, params) => {
    const { cookie, userId } = await newReviewer();
    const body = { providerId: "p-active", rating: 4, reviewText: GOOD_TEXT, ...change };
    await expectError(await post(body, cookie), 400, key, params);
    expect(await reviewsBy(userId)).toEqual([]);
  });

  it("refuses a second review of the same provider with 409, counting only the first", async () => {
    const { cookie, userId } = await newReviewer();
    const body = { providerId: "p-low", rating: 4, reviewText: GOOD_TEXT };
    expect((await post(body, cookie)).status).toBe(201);
    await expectError(await post({ ...body, rating: 1 }, cookie), 409, "reviews.error.already_reviewed");
    expect(await reviewsBy(userId)).toMatchObject([{ rating: 4 }]);
    expect(await limitsOf(userId)).toMatchObject([{ reviewCount: 1 }]);
  });

  it.each(["p-off", "no-such-provider"])(
    "answers 404 for provider %s (inactive or unknown)",
    async (providerId) => {
      const { cookie, userId } = await newReviewer();
      await expectError(
        await post({ providerId, rating: 4, reviewText: GOOD_TEXT }, cookie),
        404,
        "reviews.error.provider_not_found",
      );
      expect(await limitsOf(userId)).toEqual([]);
    },
  );

  it("answers 401 to a visitor who is not signed in", async () => {
    await expectError(
      await post({ providerId: "p-active", rating: 4, reviewText: GOOD_TEXT }),
      401,
      "auth.error.sign_in_first",
    );
  });

  it("refuses a cross-site POST even with a valid session", async () => {
    const { cookie, userId } = await newReviewer();
    const response = await call("/api/reviews", {
      method: "POST",
      headers: {
        cookie,
        origin: "https://evil.example",
        "content-type": "application/x-www-form-urlencoded",
      },
      body: "providerId=p-active&rating=5&reviewText=Best+site+ever+really",
    });
    await expectError(response, 403, "api.error.cross_site");
    expect(await reviewsBy(userId)).toEqual([]);
  });

  it(`takes exactly ${DAILY_REVIEW_LIMIT} of 20 concurrent submissions by one user to 20 providers`, async () => {
    const ids = Array.from({ length: 20 }, (_, i) => `p-burst-${i}`);
    const insertProvider = (id: string) =>
      db()
        .insert(providers)
        .values({ id, brand: id, domain: `${id}.example`, licenseId: id });
    await db().batch([insertProvider(ids[0]!), ...ids.slice(1).map(insertProvider)]);
    const { cookie, userId } = await newReviewer();
    const responses = await Promise.all(
      ids.map((providerId) => post({ providerId, rating: 5, reviewText: GOOD_TEXT }, cookie)),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(DAILY_REVIEW_LIMIT);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20 - DAILY_REVIEW_LIMIT);
    const refused = responses.find((response) => response.status === 429)!;
    await expectError(refused, 429, "reviews.error.daily_limit", { count: DAILY_REVIEW_LIMIT });
    expect(await reviewsBy(userId)).toHaveLength(DAILY_REVIEW_LIMIT);
    expect(await limitsOf(userId)).toMatchObject([{ reviewCount: DAILY_REVIEW_LIMIT }]);
  });
});

describe("GET /api/providers/{id}/reviews and /ratings with a pending review", () => {
  it("shows the author their own pending review first, and nobody else; ratings stay as they were", async () => {
    const author = await newReviewer();
    const other = await newReviewer();
    const ratingsBefore = await (await call("/api/providers/p-active/ratings")).json();
    const publicBefore = await (await call("/api/providers/p-active/reviews")).json();
    const created = (await (
      await post({ providerId: "p-active", rating: 1, reviewText: GOOD_TEXT }, author.cookie)
    ).json()) as CreatedReview;

    const authorsList = await call("/api/providers/p-active/reviews", { headers: { cookie: author.cookie } });
    expect(authorsList.headers.get("cache-control")).toBe("private, no-store");
    const [first, ...rest] = (await authorsList.json()) as PublicReview[];
    expect(first).toMatchObject({ id: created.review.id, status: "pending", mine: true });
    expect(JSON.stringify(first)).not.toContain("@example.com");
    expect(rest.every((review) => review.status === "approved" && !review.mine)).toBe(true);

    const othersList = await call("/api/providers/p-active/reviews", { headers: { cookie: other.cookie } });
    expect(
      ((await othersList.json()) as PublicReview[]).every((review) => review.status === "approved"),
    ).toBe(true);
    expect(await (await call("/api/providers/p-active/reviews")).json()).toEqual(publicBefore);
    expect(await (await call("/api/providers/p-active/ratings")).json()).toEqual(ratingsBefore);
  });

  it("never shows the author their own rejected review", async () => {
    const { cookie, userId } = await newReviewer();
    await post({ providerId: "p-active", rating: 3, reviewText: GOOD_TEXT }, cookie);
    await db()
      .update(reviews)
      .set({ status: "rejected" })
      .where(and(eq(reviews.userId, userId), eq(reviews.providerId, "p-active")));
    const listed = await call("/api/providers/p-active/reviews?limit=50", { headers: { cookie } });
    expect(((await listed.json()) as PublicReview[]).filter((review) => review.mine)).toEqual([]);
  });
});

describe("moderation flags of a new review", () => {
  const ORIGINAL =
    "Withdrawals reached my bank account within a day and live chat answered every question politely.";
  const COPY =
    "Withdrawals reached my bank account within two days and live chat answered every question politely.";
  const HONEST = "The odds on Cypriot football are a little lower than elsewhere, but the app never crashed.";

  const flagsOf = async (userId: string) => (await reviewsBy(userId))[0]?.flags;

  it("flags a copy of another user's review as a near duplicate of it, and keeps its fingerprints", async () => {
    const author = await newReviewer();
    const copier = await newReviewer();
    const honest = await newReviewer();
    const original = (await (
      await post({ providerId: "p-active", rating: 5, reviewText: ORIGINAL }, author.cookie)
    ).json()) as CreatedReview;
    expect((await post({ providerId: "p-low", rating: 5, reviewText: COPY }, copier.cookie)).status).toBe(
      201,
    );
    expect((await post({ providerId: "p-low", rating: 3, reviewText: HONEST }, honest.cookie)).status).toBe(
      201,
    );

    expect(await flagsOf(copier.userId)).toContainEqual({
      kind: "near_duplicate",
      reviewId: original.review.id,
      similarity: expect.any(Number),
    });
    expect((await flagsOf(honest.userId))?.map((flag) => flag.kind)).not.toContain("near_duplicate");
    const fingerprints = await db()
      .select()
      .from(reviewFingerprints)
      .where(eq(reviewFingerprints.reviewId, original.review.id));
    expect(fingerprints.length).toBeGreaterThan(0);
  });

  it("flags a reviewer whose account is new, without refusing the review", async () => {
    const { cookie, userId } = await newReviewer();
    expect((await post({ providerId: "p-active", rating: 4, reviewText: HONEST }, cookie)).status).toBe(201);
    expect(await flagsOf(userId)).toContainEqual({ kind: "new_account", hours: 0 });
  });
});
