import type { ReviewInput } from "#schema/api/reviews";

/**
 * A review being written, kept in the browser under `reviewDraft_{providerId}` as the visitor types
 * (so a reload or a page shown again loses nothing) and until it is sent. `toSend` marks one the
 * visitor pressed Send on while signed out (or that the server refused for a passing reason): back
 * on the page signed in, it goes out by itself; a draft only typed waits for its Send. Its rating is
 * 0 while no star is chosen. Storage may be blocked or full (privacy settings, a private window):
 * the form then works as before, only without keeping the text.
 */
export type ReviewDraft = ReviewInput & { timestamp: number; toSend?: true };

const keyOf = (providerId: string) => `reviewDraft_${providerId}`;

/**
 * A draft last changed more than 30 days ago is forgotten: no longer filled in nor sent, and removed
 * when met (a shared or long-unused browser keeps no old text, and nothing stale goes out by itself).
 */
export const DRAFT_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

function withStorage<T>(action: (storage: Storage) => T): T | undefined {
  try {
    return action(window.localStorage);
  } catch {
    return undefined;
  }
}

/** Keeps the review as it stands; `toSend` once the visitor has pressed Send. */
export function saveDraft({ providerId, rating, reviewText }: ReviewInput, toSend?: true) {
  const draft: ReviewDraft = {
    providerId,
    rating,
    reviewText,
    timestamp: Date.now(),
    ...(toSend && { toSend }),
  };
  withStorage((storage) => storage.setItem(keyOf(providerId), JSON.stringify(draft)));
}

export function removeDraft(providerId: string) {
  withStorage((storage) => storage.removeItem(keyOf(providerId)));
}

/**
 * A stored draft's text read back: undefined unless it is JSON of the draft's shape for this very
 * provider with a rating of 0 to 5, and of 1 to 5 when it is to be sent (only a form that passed its
 * checks is ever sent), changed within DRAFT_LIFETIME_MS before `now`.
 */
export function parseDraft(text: string, providerId: string, now = Date.now()): ReviewDraft | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof value !== "object" || value === null) return undefined;
  const { providerId: id, rating, reviewText, timestamp, toSend } = value as Record<string, unknown>;
  const wellFormed =
    id === providerId &&
    typeof rating === "number" &&
    Number.isInteger(rating) &&
    rating >= (toSend === true ? 1 : 0) &&
    rating <= 5 &&
    typeof reviewText === "string" &&
    typeof timestamp === "number" &&
    now - timestamp <= DRAFT_LIFETIME_MS &&
    (toSend === undefined || toSend === true);
  if (!wellFormed) return undefined;
  return { providerId, rating, reviewText, timestamp, ...(toSend === true && { toSend }) };
}

/** This provider's draft; a corrupt or expired one is removed on the way, so it is met only once. */
export function readDraft(providerId: string): ReviewDraft | undefined {
  const text = withStorage((storage) => storage.getItem(keyOf(providerId)));
  if (text === undefined || text === null) return undefined;
  const draft = parseDraft(text, providerId);
  if (!draft) removeDraft(providerId);
  return draft;
}
