import { describe, expect, it } from "vitest";
import { messageOf } from "#schema/api/messages";
import { promotionFieldsSchema, promotionInsertSchema } from "#schema/promotions";

const base = { bonusType: "welcome" as const };
const rawIssuesOf = (input: Record<string, unknown>) =>
  promotionInsertSchema.safeParse({ ...base, ...input }).error?.issues ?? [];
/** Each problem's path and English text (the Worker's 400 says it so). */
const issuesOf = (input: Record<string, unknown>) =>
  rawIssuesOf(input).map((issue) => ({
    path: issue.path.join("."),
    message: messageOf(issue.message)?.message ?? issue.message,
  }));

describe("a promotion's structured terms (admin input)", () => {
  it("accepts sensible figures and leaves every term optional", () => {
    expect(issuesOf({})).toEqual([]);
    expect(
      issuesOf({
        wageringMultiplier: 6,
        minOdds: 1.8,
        maxCashout: 50,
        termsUrl: "https://operator.example/terms",
        termsVerifiedAt: "2026-03-02",
      }),
    ).toEqual([]);
    expect(issuesOf({ wageringMultiplier: 0, minOdds: 1, maxCashout: 0 })).toEqual([]);
    expect(issuesOf({ wageringMultiplier: 200 })).toEqual([]);
    expect(
      issuesOf({
        wageringMultiplier: null,
        minOdds: null,
        maxCashout: null,
        termsUrl: null,
        termsVerifiedAt: null,
      }),
    ).toEqual([]);
  });

  it("stores an untouched terms address as null", () => {
    expect(promotionFieldsSchema.parse({ ...base, termsUrl: "" }).termsUrl).toBeNull();
  });

  it.each([
    ["wageringMultiplier", 6.5, "Must be a whole number from 0 to 200"],
    ["wageringMultiplier", -1, "Must be a whole number from 0 to 200"],
    ["wageringMultiplier", 201, "Must be a whole number from 0 to 200"],
    ["wageringMultiplier", "6", "Must be a whole number from 0 to 200"],
    ["minOdds", 0.9, "Must be a number from 1 to 1000"],
    ["minOdds", -2, "Must be a number from 1 to 1000"],
    ["minOdds", 1001, "Must be a number from 1 to 1000"],
    ["maxCashout", 49.99, "Must be a whole number of 0 or more"],
    ["maxCashout", -50, "Must be a whole number of 0 or more"],
    ["termsUrl", "http://operator.example/terms", "Must be a valid https:// address"],
    ["termsUrl", "javascript:alert(1)", "Must be a valid https:// address"],
    ["termsUrl", "operator.example/terms", "Must be a valid https:// address"],
    ["termsUrl", `https://operator.example/${"x".repeat(500)}`, "Must be at most 500 characters"],
  ])("refuses %s = %j", (field, value, message) => {
    expect(issuesOf({ [field]: value })).toEqual([{ path: field, message }]);
    // Each refusal names a catalogue message, so the admin sees it in their language.
    for (const issue of rawIssuesOf({ [field]: value })) expect(messageOf(issue.message)).toBeDefined();
  });
});
