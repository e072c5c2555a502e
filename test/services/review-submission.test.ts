import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { providers } from "#schema/providers";
import type { Locale } from "#schema/locales";
import { DAILY_REVIEW_LIMIT } from "#schema/review-rules";
import { reviewLimits, reviews } from "#schema/reviews";
import { users } from "#schema/users";
import { submitReview } from "#worker/services/review-submission";
import { createTestDb, type TestDb } from "../support/libsql-db";

let db: TestDb;
const PROVIDER_IDS = Array.from({ length: DAILY_REVIEW_LIMIT + 2 }, (_, i) => `p-${i}`);

beforeEach(async () => {
  ({ db } = await createTestDb());
  await db.insert(users).values({ id: "u-1", email: "one@example.com" });
  await db
    .insert(providers)
    .values(PROVIDER_IDS.map((id) => ({ id, brand: id, domain: `${id}.example`, licenseId: id })));
});

const submit = (providerId: string, now: Date, locale: Locale = "en") =>
  submitReview(db, {
    userId: "u-1",
    providerId,
    rating: 4,
    reviewText: "Fast payouts, fair odds.",
    locale,
    now,
  });

const authorLocale = async () =>
  (await db.select({ locale: users.locale }).from(users).where(eq(users.id, "u-1")))[0]?.locale;

describe("submitReview and the Nicosia day", () => {
  it("refuses the eleventh review just before local midnight and takes it just after", async () => {
    // Summer time (UTC+3): 23:50 on 15 July in Nicosia.
    for (const providerId of PROVIDER_IDS.slice(0, DAILY_REVIEW_LIMIT))
      await submit(providerId, new Date("2026-07-15T20:50:00Z"));

    const justBefore = submit(PROVIDER_IDS[DAILY_REVIEW_LIMIT]!, new Date("2026-07-15T20:59:59Z"));
    await expect(justBefore).rejects.toMatchObject({ status: 429 });

    const justAfter = await submit(PROVIDER_IDS[DAILY_REVIEW_LIMIT]!, new Date("2026-07-15T21:00:00Z"));
    expect(justAfter.reviewsRemainingToday).toBe(DAILY_REVIEW_LIMIT - 1);
    expect(await db.select().from(reviewLimits).orderBy(reviewLimits.limitDate)).toMatchObject([
      { userId: "u-1", limitDate: "2026-07-15", reviewCount: DAILY_REVIEW_LIMIT },
      { userId: "u-1", limitDate: "2026-07-16", reviewCount: 1 },
    ]);
  });

  it("writes the author's e-mail verification as it stands at the moment of writing", async () => {
    const now = new Date("2026-02-01T10:00:00Z");
    const before = await submit("p-0", now);
    await db.update(users).set({ emailVerified: true }).where(eq(users.id, "u-1"));
    const after = await submit("p-1", now);
    expect([before.review.verifiedUser, after.review.verifiedUser]).toEqual([false, true]);
    expect(after.review).toMatchObject({ status: "pending", mine: true, userVote: null, createdAt: now });
  });

  it("counts nothing for a refused review, nor takes its language as the author's", async () => {
    await db.update(providers).set({ active: false }).where(eq(providers.id, "p-0"));
    await expect(submit("p-0", new Date(), "fr")).rejects.toMatchObject({ status: 404 });
    expect(await db.select().from(reviews)).toEqual([]);
    expect(await db.select().from(reviewLimits)).toEqual([]);
    expect(await authorLocale()).toBeNull();
  });

  it("keeps the language of the author's latest review, for their contest e-mails", async () => {
    await submit("p-0", new Date(), "ru");
    expect(await authorLocale()).toBe("ru");
    await submit("p-1", new Date(), "he");
    expect(await authorLocale()).toBe("he");
  });
});
