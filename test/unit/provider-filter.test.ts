import { describe, expect, it } from "vitest";
import { filterAndSortProviders, matchesProviderSearch } from "#web/features/providers/filter-providers";

const providers = [
  { brand: "Zeta Bet", licenseId: "CY-101", slug: "zeta-bet", priority: 5 },
  { brand: "alpha Sports", licenseId: "CY-202", slug: "alpha-sports", priority: 10 },
  { brand: "Όμικρον", licenseId: "NBA-303", slug: "omikron", priority: null },
  { brand: "Betmax", licenseId: "CY-404", slug: "betmax" },
  { brand: "Ålborg", licenseId: "DK-1", slug: "alborg", priority: 5 },
];

const brands = (list: { brand: string }[]) => list.map((p) => p.brand);

describe("matchesProviderSearch", () => {
  it("matches brand, licence id or slug, case-insensitively", () => {
    expect(matchesProviderSearch(providers[0]!, "ZETA")).toBe(true);
    expect(matchesProviderSearch(providers[0]!, "cy-1")).toBe(true);
    expect(matchesProviderSearch(providers[2]!, "OMIK")).toBe(true);
    expect(matchesProviderSearch(providers[2]!, "όμικ")).toBe(true);
    expect(matchesProviderSearch(providers[0]!, "alpha")).toBe(false);
  });

  it("treats a blank query as matching everything", () => {
    expect(matchesProviderSearch(providers[0]!, "   ")).toBe(true);
  });

  it("ignores missing fields instead of failing", () => {
    expect(matchesProviderSearch({ brand: "X", licenseId: null, slug: null }, "y")).toBe(false);
  });
});

describe("filterAndSortProviders", () => {
  it("sorts by priority, highest first, missing priority as 0, ties by brand", () => {
    expect(brands(filterAndSortProviders(providers, { locale: "en" }))).toEqual([
      "alpha Sports",
      "Ålborg",
      "Zeta Bet",
      "Betmax",
      "Όμικρον",
    ]);
  });

  it("sorts by name with the active language's collation", () => {
    const sorted = brands(filterAndSortProviders(providers, { sort: "name", locale: "en" }));
    // Å sorts with the a-words (a code-point sort would put it after Z); "alb" < "alp".
    expect(sorted).toEqual(["Ålborg", "alpha Sports", "Betmax", "Zeta Bet", "Όμικρον"]);
  });

  it("sorts by score, highest first, providers without one last, ties in priority order", () => {
    const scored = [
      { brand: "No score", priority: 50, score: null },
      { brand: "Low", priority: 40, score: 6.1 },
      { brand: "High, low priority", priority: 1, score: 8.4 },
      { brand: "High, high priority", priority: 9, score: 8.4 },
    ];
    expect(brands(filterAndSortProviders(scored, { sort: "score", locale: "en" }))).toEqual([
      "High, high priority",
      "High, low priority",
      "Low",
      "No score",
    ]);
  });

  it("sorts accented and non-Latin names by the locale's rules", () => {
    const greek = [{ brand: "Ωμέγα" }, { brand: "Άλφα" }, { brand: "Βήτα" }];
    expect(brands(filterAndSortProviders(greek, { sort: "name", locale: "el" }))).toEqual([
      "Άλφα",
      "Βήτα",
      "Ωμέγα",
    ]);
  });

  it("filters before sorting and leaves the input untouched", () => {
    const input = [...providers];
    expect(brands(filterAndSortProviders(input, { query: "cy-", sort: "name", locale: "en" }))).toEqual([
      "alpha Sports",
      "Betmax",
      "Zeta Bet",
    ]);
    expect(input).toEqual(providers);
  });

  it("returns an empty list when nothing matches", () => {
    expect(filterAndSortProviders(providers, { query: "nothing-like-this", locale: "he" })).toEqual([]);
  });
});
