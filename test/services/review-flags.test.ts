/**
 * The flags of a new review against a real database: each kind flagged and its honest counterpart
 * not, and the near-duplicate lookup through the fingerprint index.
 */
import type { InArgs } from "@libsql/client";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { ReviewFlag } from "#schema/review-flags";
import { providers } from "#schema/providers";
import { reviewFingerprints, reviews } from "#schema/reviews";
import { users } from "#schema/users";
import { REVIEWS } from "#seed/data/reviews";
import { USERS } from "#seed/data/users";
import { seedDatabase } from "#seed/seed-database";
import { assessReview } from "#worker/services/review-flags";
import { createTestDb, type TestDb } from "../support/libsql-db";
import { REVIEW_TEXTS } from "../support/review-texts";

const NOW = new Date("2026-05-14T10:30:00Z");
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const PROVIDERS = ["p-1", "p-2", "p-3", "p-4"];

let db: TestDb;
let client: Awaited<ReturnType<typeof createTestDb>>["client"];

beforeEach(async () => {
  ({ db, client } = await createTestDb());
  await db.batch([
    db
      .insert(providers)
      .values(
        PROVIDERS.map((id) => ({ id, brand: `Brand ${id}`, domain: `${id}.example`, licenseId: `L-${id}` })),
      ),
    db.insert(users).values([
      { id: "u-author", email: "author@example.com", createdAt: new Date(NOW.getTime() - 400 * 24 * HOUR) },
      { id: "u-writer", email: "writer@example.com", createdAt: new Date(NOW.getTime() - 90 * 24 * HOUR) },
    ]),
  ]);
});

type Written = { id: string; userId: string; providerId: string; text: string; at?: Date };

/** Assesses a review and stores it with its flags and fingerprints, as the submission service does. */
async function writeReview({ id, userId, providerId, text, at = NOW }: Written): Promise<ReviewFlag[]> {
  const { flags, fingerprintRows } = await assessReview(db, {
    reviewId: id,
    userId,
    reviewText: text,
    now: at,
  });
  await db.batch([
    db.insert(reviews).values({ id, userId, providerId, rating: 4, reviewText: text, flags, createdAt: at }),
    ...(fingerprintRows.length > 0 ? [db.insert(reviewFingerprints).values(fingerprintRows)] : []),
  ]);
  return flags;
}

const flagsOf = async (userId: string, reviewText: string, reviewId = "r-new") =>
  (await assessReview(db, { reviewId, userId, reviewText, now: NOW })).flags;

describe("near_duplicate", () => {
  it.each(Object.entries(REVIEW_TEXTS))(
    "%s: flags another user's copy with a few words changed, on another provider, and names the original",
    async (_, { original, copy }) => {
      await writeReview({ id: "r-original", userId: "u-author", providerId: "p-1", text: original });
      const flags = await writeReview({ id: "r-copy", userId: "u-writer", providerId: "p-2", text: copy });
      expect(flags).toEqual([
        { kind: "near_duplicate", reviewId: "r-original", similarity: expect.any(Number) },
      ]);
      const [flag] = flags as [Extract<ReviewFlag, { kind: "near_duplicate" }>];
      expect(flag.similarity).toBeGreaterThanOrEqual(60);
      expect(flag.similarity).toBeLessThan(100);
    },
  );

  it.each(Object.entries(REVIEW_TEXTS))(
    "%s: does not flag an honest review of the same provider",
    async (_, { original, honest }) => {
      await writeReview({ id: "r-original", userId: "u-author", providerId: "p-1", text: original });
      expect(
        await writeReview({ id: "r-honest", userId: "u-writer", providerId: "p-1", text: honest }),
      ).toEqual([]);
    },
  );

  it("names the most similar review, also the author's own, and never the review itself", async () => {
    const { original, copy } = REVIEW_TEXTS.English;
    await writeReview({ id: "r-loose", userId: "u-writer", providerId: "p-1", text: copy });
    await writeReview({ id: "r-original", userId: "u-author", providerId: "p-1", text: original });
    expect(await flagsOf("u-author", `${original} `)).toEqual([
      { kind: "near_duplicate", reviewId: "r-original", similarity: 100 },
    ]);
    // Assessed again under its own id, the original resembles only the loose copy.
    expect(await flagsOf("u-author", original, "r-original")).toEqual([
      { kind: "near_duplicate", reviewId: "r-loose", similarity: expect.any(Number) },
    ]);
  });

  it("finds a copy of a seeded review (the seed writes their fingerprints)", async () => {
    const { db: seeded } = await createTestDb();
    await seedDatabase(seeded, { today: NOW });
    const source = REVIEWS.find((r) => r.text.length > 150)!;
    const copier = USERS.find((u) => u.key !== source.userKey && u.role === "analyst")!;
    const copy = source.text.replace(/\s\S+\s/, " indeed ");
    const { flags } = await assessReview(seeded, {
      reviewId: "r-new",
      userId: copier.id,
      reviewText: copy,
      now: NOW,
    });
    expect(flags).toEqual([{ kind: "near_duplicate", reviewId: source.id, similarity: expect.any(Number) }]);
  });

  it("finds candidates through the fingerprint index, never by scanning reviews or fingerprints", async () => {
    const at = new Date(NOW.getTime() - 24 * HOUR);
    for (const [index, { original, honest }] of Object.values(REVIEW_TEXTS).entries()) {
      const providerId = PROVIDERS[index]!;
      await writeReview({ id: `r-${index}-a`, userId: "u-author", providerId, text: original, at });
      await writeReview({ id: `r-${index}-b`, userId: "u-writer", providerId, text: honest, at });
    }
    const batch = vi.spyOn(client, "batch");
    expect(await flagsOf("u-writer", REVIEW_TEXTS.Greek.copy)).toEqual([
      { kind: "near_duplicate", reviewId: "r-1-a", similarity: expect.any(Number) },
    ]);
    // drizzle hands libSQL each statement of a batch as { sql, args }.
    const statements = batch.mock.calls.flatMap(([list]) => list as { sql: string; args: InArgs }[]);
    expect(statements.some((s) => s.sql.includes("review_fingerprints"))).toBe(true);
    for (const { sql, args } of statements) {
      const plan = await client.execute({ sql: `explain query plan ${sql}`, args });
      const steps = plan.rows.map((row) => String(row.detail));
      expect(steps.filter((step) => /^SCAN (reviews|review_fingerprints)\b/.test(step))).toEqual([]);
      expect(steps.some((step) => step.startsWith("SEARCH"))).toBe(true);
    }
  });
});

describe("burst", () => {
  const earlier = (minutesAgo: number, providerId: string, userId = "u-author") =>
    writeReview({
      id: `r-${userId}-${providerId}`,
      userId,
      providerId,
      text: `Review written ${minutesAgo} minutes before the last one, about ${providerId}.`,
      at: new Date(NOW.getTime() - minutesAgo * MINUTE),
    });

  it("flags the third review of one author within ten minutes, counting the new one", async () => {
    await earlier(10, "p-1");
    await earlier(2, "p-2");
    expect(await flagsOf("u-author", "Solid live betting and a fair welcome offer.")).toEqual([
      { kind: "burst", count: 3, minutes: 10 },
    ]);
  });

  it("does not flag two in ten minutes, older reviews or other people's", async () => {
    await earlier(11, "p-1");
    await earlier(2, "p-2");
    await earlier(1, "p-3", "u-writer");
    expect(await flagsOf("u-author", "Solid live betting and a fair welcome offer.")).toEqual([]);
  });
});

describe("new_account", () => {
  const accountAged = async (ageMs: number) => {
    await db
      .insert(users)
      .values({ id: "u-new", email: "new@example.com", createdAt: new Date(NOW.getTime() - ageMs) });
    return flagsOf("u-new", "Solid live betting and a fair welcome offer.");
  };

  it("flags an account less than a day old, with its age in whole hours", async () => {
    expect(await accountAged(5 * HOUR + 59 * MINUTE)).toEqual([{ kind: "new_account", hours: 5 }]);
  });

  it("flags it up to the last minute of its first day", async () => {
    expect(await accountAged(24 * HOUR - MINUTE)).toEqual([{ kind: "new_account", hours: 23 }]);
  });

  it("does not flag an account a day old", async () => {
    expect(await accountAged(24 * HOUR)).toEqual([]);
  });
});

describe("low_substance", () => {
  it.each([
    "aaaaaaaaaaaa",
    "good good good good good good",
    "Good, GOOD, good, good, good!",
    "!!!!!!!!!!!!",
    "asdfasdfasdf",
    "Great!!!!!!!!!!!!!!!!!!!",
    "🔥🔥🔥🔥🔥🔥🔥🔥🔥🔥",
    "καλό καλό καλό καλό καλό",
    "хорошо хорошо хорошо хорошо",
  ])("flags %j", async (text) => {
    expect(await flagsOf("u-author", text)).toEqual([{ kind: "low_substance" }]);
  });

  it("flags a word repeated up to the length limit", async () => {
    expect(await flagsOf("u-author", "good ".repeat(400))).toEqual([{ kind: "low_substance" }]);
  });

  it.each([
    "Fast payouts, friendly support.",
    "Very good odds.",
    "Top bookie 10/10",
    "Πολύ καλές αποδόσεις!",
    "שירות מעולה, משיכה מהירה.",
  ])("does not flag %j", async (text) => {
    expect(await flagsOf("u-author", text)).toEqual([]);
  });

  it("does not flag honest reviews in four scripts, nor the longest seeded review", async () => {
    const longest = REVIEWS.reduce((a, r) => (r.text.length > a.length ? r.text : a), "");
    for (const text of [...Object.values(REVIEW_TEXTS).map((texts) => texts.honest), longest]) {
      expect(await flagsOf("u-author", text), text).toEqual([]);
    }
  });
});

describe("unknown_script", () => {
  it.each([
    "提款速度很快，客服态度也很好，推荐大家使用。",
    "AegeanBet 提款速度很快，客服态度也很好，推荐大家使用。",
    "السحب سريع جدا وخدمة العملاء ممتازة، أنصح به.",
    "ถอนเงินเร็วมาก บริการลูกค้าดีเยี่ยม แนะนำเลย",
  ])("flags %j", async (text) => {
    expect(await flagsOf("u-author", text)).toEqual([{ kind: "unknown_script" }]);
  });

  it.each([
    "Payouts in 2 hours 👍🔥 10/10, support in English too.",
    "Καλή εταιρεία, οι αναλήψεις έρχονται γρήγορα 很好",
    "Выплаты за 2 часа 👍 рекомендую, 5/5",
    "אתר מהיר 👍 משיכה תוך 24 שעות",
    "Très bon support, réponse en 5 minutes ✅",
  ])("does not flag %j", async (text) => {
    expect(await flagsOf("u-author", text)).toEqual([]);
  });
});
