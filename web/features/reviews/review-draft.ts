import type { ReviewInput } from "#schema/api/reviews";

/**
 * A review written before signing in (or one the server refused), kept in the browser under
 * `reviewDraft_{providerId}` until it is sent. Storage may be blocked or full (privacy settings, a
 * private window): the form then works as before, only without keeping the text.
 */
type ReviewDraft = ReviewInput & { timestamp: number };

const keyOf = (providerId: string) => `reviewDraft_${providerId}`;

function withStorage<T>(action: (storage: Storage) => T): T | undefined {
  try {
    return action(window.localStorage);
  } catch {
    return undefined;
  }
}

export function saveDraft({ providerId, rating, reviewText }: ReviewInput) {
  const draft: ReviewDraft = { providerId, rating, reviewText, timestamp: Date.now() };
  withStorage((storage) => storage.setItem(keyOf(providerId), JSON.stringify(draft)));
}

export function removeDraft(providerId: string) {
  withStorage((storage) => storage.removeItem(keyOf(providerId)));
}

/**
 * A stored draft's text read back: undefined unless it is JSON of the draft's shape for this very
 * provider with a rating of 1 to 5 (only a form that passed its checks is ever saved).
 */
export function parseDraft(text: string, providerId: string): ReviewDraft | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof value !== "object" || value === null) return undefined;
  const { providerId: id, rating, reviewText, timestamp } = value as Record<string, unknown>;
  const wellFormed =
    id === providerId &&
    typeof rating === "number" &&
    Number.isInteger(rating) &&
    rating >= 1 &&
    rating <= 5 &&
    typeof reviewText === "string" &&
    typeof timestamp === "number";
  return wellFormed ? { providerId, rating, reviewText, timestamp } : undefined;
}

/** This provider's draft; a corrupt one is removed on the way, so it is met only once. */
export function readDraft(providerId: string): ReviewDraft | undefined {
  const text = withStorage((storage) => storage.getItem(keyOf(providerId)));
  if (text === undefined || text === null) return undefined;
  const draft = parseDraft(text, providerId);
  if (!draft) removeDraft(providerId);
  return draft;
}
