/**
 * Near-duplicate detection for review texts: shingles, a MinHash signature and its LSH bands, plus
 * the exact Jaccard similarity that confirms a candidate. Pure 32-bit integer arithmetic, so a text
 * gets the same fingerprint in the Worker, in Node and on any machine.
 *
 * The stored fingerprints (review_fingerprints) are only comparable with fingerprints made by the
 * same shingling, hash family and band layout: changing any of them means fingerprinting every
 * stored review again. The pinned buckets in test/unit/near-duplicates.test.ts guard against an
 * unintended change.
 */
import type { NewReviewFingerprint } from "#schema/reviews";

/**
 * Character 5-grams of the normalised text (spaces included, so word boundaries count). Chosen over
 * word shingles because one kind of shingle then serves every length from 10 to 2000 characters
 * (word bigrams of a five-word review are four shingles, and a switch to a fallback at some length
 * would let a copy that crosses it escape), and because Greek, Russian and Ukrainian inflect: a copy
 * with changed word endings keeps most of its 5-grams but loses whole word shingles. Measured on the
 * seeded reviews (6 languages): unrelated reviews in the same language share at most 0.11 (median
 * 0.01), a copy with one word replaced keeps at least 0.61 (median 0.85).
 */
const SHINGLE_LENGTH = 5;

/**
 * 20 bands of 3 rows (60 hashes). Two texts of Jaccard similarity s share at least one band with
 * probability 1 - (1 - s³)²⁰: 0.93 at s = 0.5 (the confirmation threshold of the review flags),
 * 0.99 at 0.6 and 0.9998 at 0.7 (a copy with a few words changed), but 0.02 at 0.1 (about the most
 * that unrelated reviews share) and 0.00002 at 0.01 (the usual). Bands of 4 rows would need 40 bands
 * (twice the stored rows per review) to catch as much at 0.5; 16 × 4 catches only 0.64 there. And
 * 20 rows of 3 columns fit one INSERT under D1's 100 bound parameters, the lookup's 40 too.
 */
export const BANDS = 20;
export const ROWS_PER_BAND = 3;

/** NFKC, lower case, letters and digits only, words separated by one space. */
export function normalizeText(text: string): string {
  return (
    text
      .normalize("NFKC")
      .toLowerCase()
      // Marks NFKC leaves apart (Hebrew vowel points) belong to their letter: dropped, not made a gap.
      .replace(/\p{M}+/gu, "")
      .replace(/[^\p{L}\p{N}]+/gu, " ")
      .trim()
  );
}

/** The set of SHINGLE_LENGTH-character pieces of the normalised text; a shorter text is one shingle. */
export function shingles(text: string): Set<string> {
  const chars = Array.from(normalizeText(text));
  const result = new Set<string>();
  if (chars.length === 0) return result;
  if (chars.length <= SHINGLE_LENGTH) return result.add(chars.join(""));
  for (let i = 0; i + SHINGLE_LENGTH <= chars.length; i++) {
    result.add(chars.slice(i, i + SHINGLE_LENGTH).join(""));
  }
  return result;
}

/** |A ∩ B| / |A ∪ B|; 0 when both are empty (a text with no letters repeats nothing). */
export function jaccardSimilarity(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  let shared = 0;
  for (const shingle of a) if (b.has(shingle)) shared++;
  const union = a.size + b.size - shared;
  return union === 0 ? 0 : shared / union;
}

/** MurmurHash3's finaliser: a bijection on 32-bit integers that spreads every input bit. */
function fmix32(value: number): number {
  let h = value;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/** FNV-1a over UTF-16 code units, finished with fmix32 (FNV alone mixes its low bits poorly). */
function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return fmix32(h);
}

/**
 * The hash family: hash i is fmix32(base ^ seed i), a different permutation of the 32-bit values for
 * each seed. The seeds are fixed (the golden-ratio sequence, mixed), never random.
 */
const SEEDS = Array.from({ length: BANDS * ROWS_PER_BAND }, (_, i) => fmix32(Math.imul(i + 1, 0x9e3779b9)));

/** For each hash of the family, the least value it gives any shingle (all 0xffffffff for no shingles). */
export function minHashSignature(shingleSet: ReadonlySet<string>): Uint32Array {
  const signature = new Uint32Array(SEEDS.length).fill(0xffffffff);
  for (const shingle of shingleSet) {
    const base = hashString(shingle);
    for (let i = 0; i < SEEDS.length; i++) {
      const value = fmix32(base ^ SEEDS[i]!);
      if (value < signature[i]!) signature[i] = value;
    }
  }
  return signature;
}

/**
 * Each band's rows hashed into one bucket (8 hex digits). Two texts are candidates when any band
 * lands in the same bucket; a 32-bit bucket adds a chance collision of 2⁻³² per band and pair, which
 * the exact similarity check then discards.
 */
export function lshBuckets(signature: Uint32Array): { band: number; bucket: string }[] {
  return Array.from({ length: BANDS }, (_, band) => {
    let h = fmix32(band);
    for (let row = 0; row < ROWS_PER_BAND; row++) h = fmix32(h ^ signature[band * ROWS_PER_BAND + row]!);
    return { band, bucket: h.toString(16).padStart(8, "0") };
  });
}

/**
 * The review_fingerprints rows of a review, from the shingles of its text. None for a text without
 * letters or digits: it has nothing to copy, and all such texts would otherwise share every bucket.
 */
export function reviewFingerprintRows(
  reviewId: string,
  shingleSet: ReadonlySet<string>,
): NewReviewFingerprint[] {
  if (shingleSet.size === 0) return [];
  return lshBuckets(minHashSignature(shingleSet)).map((bucket) => ({ reviewId, ...bucket }));
}
