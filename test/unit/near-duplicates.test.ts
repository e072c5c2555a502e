/** The near-duplicate fingerprints: normalisation, shingles, MinHash and LSH bands, exact similarity. */
import { describe, expect, it } from "vitest";
import { REVIEWS } from "#seed/data/reviews";
import {
  BANDS,
  jaccardSimilarity,
  lshBuckets,
  minHashSignature,
  normalizeText,
  reviewFingerprintRows,
  ROWS_PER_BAND,
  shingles,
} from "#worker/lib/near-duplicates";
import { REVIEW_TEXTS } from "../support/review-texts";

const similarity = (a: string, b: string) => jaccardSimilarity(shingles(a), shingles(b));
const buckets = (text: string) => lshBuckets(minHashSignature(shingles(text)));
const sharedBands = (a: string, b: string) => {
  const other = buckets(b);
  return buckets(a).filter(({ bucket }, band) => other[band]?.bucket === bucket).length;
};

describe("normalizeText", () => {
  it("folds compatibility forms and case, keeps letters and digits, one space between words", () => {
    expect(normalizeText("  ＦＡＳＴ  payouts,\n\tﬁne SUPPORT!!! 24/7 ")).toBe(
      "fast payouts fine support 24 7",
    );
    expect(normalizeText("ΓΡΗΓΟΡΕΣ ΑΝΑΛΗΨΕΙΣ — Быстро!")).toBe("γρηγορες αναληψεις быстро");
  });

  it("drops Hebrew vowel points without splitting the word", () => {
    expect(normalizeText("שָׁלוֹם, עוֹלָם")).toBe("שלום עולם");
  });
});

describe("shingles", () => {
  it("cuts the normalised text into overlapping 5-character pieces, spaces included", () => {
    expect([...shingles("Good odds!")]).toEqual(["good ", "ood o", "od od", "d odd", " odds"]);
  });

  it("keeps a text shorter than a shingle whole, and a text without letters or digits has none", () => {
    expect([...shingles("Top!")]).toEqual(["top"]);
    expect(shingles("!!! ... ???").size).toBe(0);
  });
});

describe("jaccardSimilarity", () => {
  it("is shared over all shingles, 1 for the same text and 0 when nothing is shared", () => {
    expect(jaccardSimilarity(new Set(["a", "b", "c"]), new Set(["b", "c", "d"]))).toBe(0.5);
    expect(similarity("Fast payouts, friendly support.", "FAST payouts — friendly support")).toBe(1);
    expect(similarity("Fast payouts", "Γρήγορες πληρωμές")).toBe(0);
    expect(jaccardSimilarity(new Set(), new Set())).toBe(0);
  });
});

describe("MinHash signature and LSH buckets", () => {
  it("are the same on every run and machine (stored fingerprints stay comparable)", () => {
    const text = "Fast payouts, friendly support.";
    expect(minHashSignature(shingles(text))).toHaveLength(BANDS * ROWS_PER_BAND);
    expect(buckets(text).map((b) => `${b.band}:${b.bucket}`)).toEqual([
      ...["0:36d3614d", "1:e64baeed", "2:0829465c", "3:20001cde", "4:3658afbb", "5:80d9ee8a"],
      ...["6:f7fcbf5e", "7:4c6a1f37", "8:e59f7386", "9:5b9504eb", "10:9d5e974f", "11:a7beb322"],
      ...["12:d1cfe9e1", "13:ae3b33f2", "14:8ab112ec", "15:7f7a21bd", "16:bbe26b09", "17:d9900263"],
      ...["18:b245ac30", "19:a0dcea95"],
    ]);
  });

  it("estimate the exact similarity as MinHash should (the hash family acts as random permutations)", () => {
    // Each seeded review against a copy with one, two and three words replaced.
    const errors = REVIEWS.flatMap(({ text }) =>
      [1, 2, 3].map((changed) => {
        const words = text.split(" ");
        for (let k = 0; k < changed; k++) words[(k * 7 + 3) % words.length] = `changed${k}`;
        const a = shingles(text);
        const b = shingles(words.join(" "));
        const [sa, sb] = [minHashSignature(a), minHashSignature(b)];
        const estimate = sa.filter((value, i) => value === sb[i]).length / sa.length;
        return Math.abs(estimate - jaccardSimilarity(a, b));
      }),
    );
    // 60 hashes: a standard error of at most 0.065 per pair.
    const mean = errors.reduce((sum, e) => sum + e, 0) / errors.length;
    expect(mean).toBeLessThan(0.06);
    expect(Math.max(...errors)).toBeLessThan(0.2);
  });

  it.each(Object.entries(REVIEW_TEXTS))(
    "%s: a copy with a few words changed shares buckets and half its shingles; an honest review neither",
    (_, { original, copy, honest }) => {
      expect(similarity(original, copy)).toBeGreaterThan(0.6);
      expect(sharedBands(original, copy)).toBeGreaterThanOrEqual(3);
      expect(similarity(original, honest)).toBeLessThan(0.1);
      expect(sharedBands(original, honest)).toBe(0);
    },
  );

  it("never puts two seeded reviews (different people, different words) in one bucket", () => {
    const all = REVIEWS.map(({ text }) => buckets(text));
    const collisions = all.flatMap((a, i) =>
      all.slice(i + 1).filter((b) => a.some(({ bucket }, band) => b[band]?.bucket === bucket)),
    );
    expect(collisions).toEqual([]);
  });
});

describe("reviewFingerprintRows", () => {
  it("gives one row a band for a text, none for a text without letters or digits", () => {
    const rows = reviewFingerprintRows("r-1", shingles("Fast payouts, friendly support."));
    expect(rows).toHaveLength(BANDS);
    expect(rows[0]).toEqual({ reviewId: "r-1", band: 0, bucket: "36d3614d" });
    expect(reviewFingerprintRows("r-2", shingles("!!!!!!!!!!!!"))).toEqual([]);
  });
});
