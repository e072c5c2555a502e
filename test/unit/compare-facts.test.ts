import { describe, expect, it } from "vitest";
import { UI_STRINGS } from "#seed/ui-strings";
import {
  CASH_OUT_TYPES,
  MAX_COMPARED,
  satisfaction,
  selectedProviders,
  selectionToken,
  splitPayments,
  yearsActive,
} from "#web/features/compare/compare-facts";

const breakdown = (counts: [number, number, number, number, number]) => ({
  totalReviews: counts.reduce((sum, count) => sum + count, 0),
  ratingBreakdown: { 1: counts[0], 2: counts[1], 3: counts[2], 4: counts[3], 5: counts[4] },
});

describe("years active", () => {
  it("is the current year minus the foundation year", () => {
    expect(yearsActive("2016-03-14", 2026)).toBe("10");
    expect(yearsActive("2025-12-31", 2026)).toBe("1");
  });

  it("reads '<1' in the year of foundation", () => {
    expect(yearsActive("2026-01-01", 2026)).toBe("<1");
    expect(yearsActive("2026-12-31", 2026)).toBe("<1");
  });

  it("reads '-' when the date is unknown, unreadable or in a later year", () => {
    expect(yearsActive(null, 2026)).toBe("-");
    expect(yearsActive("", 2026)).toBe("-");
    expect(yearsActive("this-year", 2026)).toBe("-");
    expect(yearsActive("2027-01-01", 2026)).toBe("-");
  });
});

describe("satisfaction", () => {
  it("is the share of reviews rated 4 or 5, as a whole percent", () => {
    expect(satisfaction(breakdown([0, 0, 0, 1, 1]))).toBe(100);
    expect(satisfaction(breakdown([1, 0, 0, 0, 1]))).toBe(50);
    expect(satisfaction(breakdown([5, 0, 0, 0, 0]))).toBe(0);
  });

  it("rounds to the nearest percent", () => {
    // 2 of 3 = 66.67 % → 67; 1 of 3 = 33.33 % → 33; 1 of 8 = 12.5 % → 13.
    expect(satisfaction(breakdown([1, 0, 0, 1, 1]))).toBe(67);
    expect(satisfaction(breakdown([1, 1, 0, 0, 1]))).toBe(33);
    expect(satisfaction(breakdown([7, 0, 0, 1, 0]))).toBe(13);
  });

  it("is null without reviews (shown as '-')", () => {
    expect(satisfaction(breakdown([0, 0, 0, 0, 0]))).toBeNull();
  });
});

describe("payments: the first five, then '+N'", () => {
  const methods = [
    "Visa",
    "Mastercard",
    "JCC",
    "Bank transfer",
    "Skrill",
    "Neteller",
    "Paysafecard",
    "Revolut",
  ];

  it("shows five in order and counts the rest", () => {
    expect(splitPayments(methods)).toEqual({ shown: methods.slice(0, 5), more: 3 });
  });

  it("has no '+N' at five or fewer, nor without methods", () => {
    expect(splitPayments(methods.slice(0, 5))).toEqual({ shown: methods.slice(0, 5), more: 0 });
    expect(splitPayments(["Visa"])).toEqual({ shown: ["Visa"], more: 0 });
    expect(splitPayments(null)).toEqual({ shown: [], more: 0 });
  });
});

describe("the selection in the URL", () => {
  const active = [
    { id: "id-a", slug: "alpha" },
    { id: "id-b", slug: "beta" },
    { id: "id-c", slug: null },
    { id: "id-d", slug: "delta" },
  ];

  it("finds providers by slug or id, in the order named", () => {
    expect(selectedProviders(active, "id-c,alpha")).toEqual([active[2], active[0]]);
  });

  it("skips unknown (or inactive) ids and repeats, also a slug and an id naming the same provider", () => {
    expect(selectedProviders(active, "gone,beta,id-b,beta")).toEqual([active[1]]);
  });

  it(`keeps at most ${MAX_COMPARED}`, () => {
    expect(selectedProviders(active, "alpha,beta,id-c,delta")).toEqual(active.slice(0, 3));
    // Unknown ones do not take a place.
    expect(selectedProviders(active, "x,y,z,alpha,beta,id-c,delta")).toEqual(active.slice(0, 3));
  });

  it("writes a provider by its slug, or its id where it has none", () => {
    expect(active.map(selectionToken)).toEqual(["alpha", "beta", "id-c", "delta"]);
  });

  it("reads the comma list leniently: spaces and blanks are ignored, nothing throws", () => {
    expect(selectedProviders(active, " beta , ,alpha,")).toEqual([active[1], active[0]]);
    for (const nothing of [undefined, "", ",", " , "]) expect(selectedProviders(active, nothing)).toEqual([]);
  });
});

it("has a UI string for every named cash-out type", () => {
  expect(CASH_OUT_TYPES.filter((type) => !(`compare.cash_out.${type}` in UI_STRINGS))).toEqual([]);
});
