/**
 * Moderation hints for a new review (issue 8, item 7): the monthly cash contest rewards approved
 * reviews, which invites copied, rushed and empty ones. Each rule below is one flag with its
 * thresholds; a flag is shown to moderators with its reason and never rejects a review by itself.
 */
import { and, asc, count, desc, eq, gte, inArray, lte, ne, or, sql } from "drizzle-orm";
import { LOCALE_SCRIPTS } from "#schema/locales";
import type { ReviewFlag } from "#schema/review-flags";
import { reviewFingerprints, reviews, type NewReviewFingerprint } from "#schema/reviews";
import { users } from "#schema/users";
import type { Db } from "../lib/db";
import { jaccardSimilarity, reviewFingerprintRows, shingles } from "../lib/near-duplicates";

export type ReviewAssessment = { flags: ReviewFlag[]; fingerprintRows: NewReviewFingerprint[] };

/**
 * Half the shingles shared: a copy with a few words changed keeps well over half (0.61 or more with
 * one word replaced in the seeded reviews), unrelated reviews in the same language at most about 0.1.
 */
const NEAR_DUPLICATE_MIN_SIMILARITY = 0.5;
/** Candidates sharing the most bands come first; a real copy shares most of them, so a few suffice. */
const NEAR_DUPLICATE_MAX_CANDIDATES = 10;

/** Three reviews within ten minutes: an honest reviewer takes longer than three minutes a review. */
const BURST_MINUTES = 10;
const BURST_MIN_COUNT = 3;

const NEW_ACCOUNT_HOURS = 24;

/**
 * Fewer than half of the text's character trigrams distinct ("aaaaaaaa", "good good good",
 * "asdfasdf", "!!!!!!!!"): an honest sentence repeats almost none. Distinct trigrams count up to 100
 * only, so a long review, whose common syllables naturally recur, is never flagged for its length.
 */
const LOW_SUBSTANCE_MAX_DISTINCT_SHARE = 0.5;
const LOW_SUBSTANCE_TRIGRAMS_COUNTED = 100;

/**
 * Flagged above half the letters outside the scripts of the site's languages; digits, emoji and
 * punctuation are not letters, so they neither count for nor against a text.
 */
const UNKNOWN_SCRIPT_MAX_SHARE = 0.5;
const SITE_SCRIPT_LETTER = new RegExp(
  `[${[...new Set(Object.values(LOCALE_SCRIPTS))].map((script) => `\\p{Script=${script}}`).join("")}]`,
  "u",
);

const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;

/**
 * Reviews sharing a bucket with the new one, most shared bands first, with their texts. Only the
 * primary key of review_fingerprints (band, bucket, ...) and of reviews is searched, never scanned.
 */
function candidateTexts(db: Db, reviewId: string, fingerprints: NewReviewFingerprint[]) {
  const sameBucket = fingerprints.map((f) =>
    and(eq(reviewFingerprints.band, f.band), eq(reviewFingerprints.bucket, f.bucket)),
  );
  const bestCandidates = db
    .select({ reviewId: reviewFingerprints.reviewId })
    .from(reviewFingerprints)
    // A text without letters has no fingerprints, and no candidates.
    .where(and(sameBucket.length > 0 ? or(...sameBucket) : sql`0`, ne(reviewFingerprints.reviewId, reviewId)))
    .groupBy(reviewFingerprints.reviewId)
    .orderBy(desc(count()), asc(reviewFingerprints.reviewId))
    .limit(NEAR_DUPLICATE_MAX_CANDIDATES);
  return db
    .select({ id: reviews.id, reviewText: reviews.reviewText, createdAt: reviews.createdAt })
    .from(reviews)
    .where(inArray(reviews.id, bestCandidates));
}

/** The most similar candidate at or above the threshold; of equals the oldest, the likely original. */
function nearDuplicateFlag(
  shingleSet: ReadonlySet<string>,
  candidates: { id: string; reviewText: string | null; createdAt: Date }[],
): ReviewFlag | null {
  const confirmed = candidates
    .map((c) => ({ ...c, similarity: jaccardSimilarity(shingleSet, shingles(c.reviewText ?? "")) }))
    .filter((c) => c.similarity >= NEAR_DUPLICATE_MIN_SIMILARITY)
    .sort((a, b) => b.similarity - a.similarity || a.createdAt.getTime() - b.createdAt.getTime());
  const best = confirmed[0];
  // Rounded down, so 100% means the very same text after normalisation.
  return best
    ? { kind: "near_duplicate", reviewId: best.id, similarity: Math.floor(best.similarity * 100) }
    : null;
}

/** The author's other reviews written in the window that ends now (the new one is not stored yet). */
function recentReviewCount(db: Db, userId: string, reviewId: string, now: Date) {
  const since = new Date(now.getTime() - BURST_MINUTES * MINUTE_MS);
  return db
    .select({ count: count() })
    .from(reviews)
    .where(
      and(
        eq(reviews.userId, userId),
        gte(reviews.createdAt, since),
        lte(reviews.createdAt, now),
        ne(reviews.id, reviewId),
      ),
    );
}

function burstFlag(otherRecentReviews: number): ReviewFlag | null {
  const total = otherRecentReviews + 1;
  return total >= BURST_MIN_COUNT ? { kind: "burst", count: total, minutes: BURST_MINUTES } : null;
}

function authorCreatedAt(db: Db, userId: string) {
  return db.select({ createdAt: users.createdAt }).from(users).where(eq(users.id, userId)).limit(1);
}

function newAccountFlag(createdAt: Date | undefined, now: Date): ReviewFlag | null {
  // No such author: the review's own insert fails on its foreign key, no flag needed.
  if (!createdAt) return null;
  const ageMs = now.getTime() - createdAt.getTime();
  return ageMs < NEW_ACCOUNT_HOURS * HOUR_MS
    ? { kind: "new_account", hours: Math.floor(Math.max(0, ageMs) / HOUR_MS) }
    : null;
}

function isLowSubstance(text: string): boolean {
  // Code points of the text as read: case and runs of spaces do not make a text say more.
  const chars = Array.from(text.normalize("NFKC").toLowerCase().replace(/\s+/gu, " ").trim());
  const trigrams = new Set<string>();
  for (let i = 0; i + 3 <= chars.length; i++) trigrams.add(chars.slice(i, i + 3).join(""));
  const counted = Math.min(chars.length - 2, LOW_SUBSTANCE_TRIGRAMS_COUNTED);
  return trigrams.size < counted * LOW_SUBSTANCE_MAX_DISTINCT_SHARE;
}

function isMainlyUnknownScript(text: string): boolean {
  const letters = text.match(/\p{L}/gu) ?? [];
  const unknown = letters.filter((letter) => !SITE_SCRIPT_LETTER.test(letter)).length;
  return unknown > letters.length * UNKNOWN_SCRIPT_MAX_SHARE;
}

/**
 * The flags of a review about to be written, and its fingerprint rows. It only reads (one round
 * trip): the caller stores the flags with the review and inserts the rows in the same db.batch().
 */
export async function assessReview(
  db: Db,
  input: { reviewId: string; userId: string; reviewText: string; now: Date },
): Promise<ReviewAssessment> {
  const { reviewId, userId, reviewText, now } = input;
  const shingleSet = shingles(reviewText);
  const fingerprintRows = reviewFingerprintRows(reviewId, shingleSet);
  const [candidates, [recent], [author]] = await db.batch([
    candidateTexts(db, reviewId, fingerprintRows),
    recentReviewCount(db, userId, reviewId, now),
    authorCreatedAt(db, userId),
  ]);
  const flags = [
    nearDuplicateFlag(shingleSet, candidates),
    burstFlag(recent?.count ?? 0),
    newAccountFlag(author?.createdAt, now),
    isLowSubstance(reviewText) ? ({ kind: "low_substance" } as const) : null,
    isMainlyUnknownScript(reviewText) ? ({ kind: "unknown_script" } as const) : null,
  ].filter((flag): flag is ReviewFlag => flag !== null);
  return { flags, fingerprintRows };
}
