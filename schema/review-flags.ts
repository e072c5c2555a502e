/**
 * Why a pending review may deserve a closer look (issue 8, item 7). Computed once, when the review is
 * written, and shown to moderators with their reason; a flag never rejects a review on its own.
 * Plain types and constants (no zod), so the moderation page can import them cheaply.
 */
export const REVIEW_FLAG_KINDS = [
  "near_duplicate",
  "burst",
  "new_account",
  "low_substance",
  "unknown_script",
] as const;
export type ReviewFlagKind = (typeof REVIEW_FLAG_KINDS)[number];

export type ReviewFlag =
  /** Its text nearly repeats review `reviewId` (any user, any provider); `similarity` in percent. */
  | { kind: "near_duplicate"; reviewId: string; similarity: number }
  /** Its author wrote `count` reviews (this one included) within `minutes` minutes. */
  | { kind: "burst"; count: number; minutes: number }
  /** Its author's account was `hours` hours old (less than a day). */
  | { kind: "new_account"; hours: number }
  /** Mostly repeated characters or words: little said in the characters counted. */
  | { kind: "low_substance" }
  /** Written mainly in a script none of the site's languages uses. */
  | { kind: "unknown_script" };
