import { describe, expect, it } from "vitest";
import { DRAFT_LIFETIME_MS, parseDraft } from "#web/features/reviews/review-draft";

const PROVIDER = "p-1";
const draft = {
  providerId: PROVIDER,
  rating: 4,
  reviewText: "Fast payouts, friendly support.",
  timestamp: Date.now(),
};

describe("a stored review draft read back", () => {
  it("is the draft when it is this provider's and well-formed", () => {
    expect(parseDraft(JSON.stringify(draft), PROVIDER)).toEqual(draft);
  });

  it.each([
    ["not JSON", "{rating: 4"],
    ["JSON that is no object", "[1,2]"],
    ["null", "null"],
    ["another provider's", JSON.stringify({ ...draft, providerId: "p-2" })],
    ["without a rating", JSON.stringify({ ...draft, rating: undefined })],
    ["rated 0 and to be sent", JSON.stringify({ ...draft, rating: 0, toSend: true })],
    ["marked to be sent other than by true", JSON.stringify({ ...draft, toSend: "yes" })],
    ["rated 6", JSON.stringify({ ...draft, rating: 6 })],
    ["rated 3.5", JSON.stringify({ ...draft, rating: 3.5 })],
    ["rated '4'", JSON.stringify({ ...draft, rating: "4" })],
    ["with a text that is no string", JSON.stringify({ ...draft, reviewText: { html: "<b>" } })],
    ["without a timestamp", JSON.stringify({ ...draft, timestamp: "yesterday" })],
  ])("is nothing when %s", (_, text) => {
    expect(parseDraft(text, PROVIDER)).toBeUndefined();
  });

  it("is a draft still being written when no star is chosen yet", () => {
    const unrated = { ...draft, rating: 0 };
    expect(parseDraft(JSON.stringify(unrated), PROVIDER)).toEqual(unrated);
  });

  it("is one to be sent once the visitor pressed Send", () => {
    const toSend = { ...draft, toSend: true };
    expect(parseDraft(JSON.stringify(toSend), PROVIDER)).toEqual(toSend);
  });

  it("is nothing once 30 days have passed since it was last changed", () => {
    const written = Date.UTC(2026, 0, 1);
    const text = JSON.stringify({ ...draft, timestamp: written, toSend: true });
    expect(DRAFT_LIFETIME_MS).toBe(30 * 24 * 60 * 60 * 1000);
    expect(parseDraft(text, PROVIDER, written + DRAFT_LIFETIME_MS)).toMatchObject({
      reviewText: draft.reviewText,
    });
    expect(parseDraft(text, PROVIDER, written + DRAFT_LIFETIME_MS + 1)).toBeUndefined();
  });

  it("keeps only the draft's own fields", () => {
    expect(parseDraft(JSON.stringify({ ...draft, extra: "<script>" }), PROVIDER)).toEqual(draft);
  });
});
