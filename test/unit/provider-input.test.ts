import { describe, expect, it } from "vitest";
import { providerInputSchema } from "#schema/api/admin-providers";
import { parseInteger, parseList, slugFromBrand } from "#schema/provider-input";

describe("slugFromBrand (the English slug when none is typed)", () => {
  it.each([
    ["Lucky Bet", "lucky-bet"],
    ["  Stoiximan   Cyprus\tSport ", "stoiximan-cyprus-sport"],
    ["BETMAN", "betman"],
    ["Ένα Δύο", "ένα-δύο"],
  ])("%j → %j", (brand, slug) => {
    expect(slugFromBrand(brand)).toBe(slug);
  });
});

describe("parseList (payments typed as comma-separated text)", () => {
  it.each([
    [" Visa, ,Revolut ,, Apple Pay ", ["Visa", "Revolut", "Apple Pay"]],
    ["Visa", ["Visa"]],
    ["", null],
    [" , ,", null],
    [null, null],
    [undefined, null],
    [[" Visa ", ""], ["Visa"]],
    [[], null],
  ])("%j → %j", (text, list) => {
    expect(parseList(text)).toEqual(list);
  });
});

describe("parseInteger (whole-number fields: blank is null)", () => {
  it.each([
    ["10", 10],
    [" 7 ", 7],
    [0, 0],
    ["", null],
    ["  ", null],
    [null, null],
    ["12.5", undefined],
    ["1e3", undefined],
    ["-3", undefined],
    [-3, undefined],
    [2.5, undefined],
    ["ten", undefined],
    ["99999999999999999999", undefined],
  ])("%j → %j", (value, parsed) => {
    expect(parseInteger(value)).toBe(parsed);
  });

  it("takes a minus sign where negative numbers are allowed (priority)", () => {
    expect(parseInteger("-3", { allowNegative: true })).toBe(-3);
    expect(parseInteger("- 3", { allowNegative: true })).toBeUndefined();
  });
});

describe("providerInputSchema", () => {
  const base = { brand: "Sun Bet", domain: "sun.example", licenseId: "L-1" };

  it("saves a language only when it has a slug, and makes the English one from the brand", () => {
    const input = providerInputSchema.parse({
      ...base,
      translations: {
        el: { slug: "sun-el" },
        ru: { slug: " ", overview: "dropped" },
        en: { overview: "kept" },
      },
    });
    expect(Object.keys(input.translations).sort()).toEqual(["el", "en"]);
    expect(input.translations.en).toMatchObject({ slug: "sun-bet", overview: "kept" });
  });

  it("gives the same result when its own output is parsed again (the form sends what it checked)", () => {
    const once = providerInputSchema.parse({
      ...base,
      payments: "Visa, Revolut",
      minDeposit: "5",
      priority: "",
      translations: { fr: { slug: "sun", faq: [{ question: " Q ", answer: " A " }] } },
    });
    expect(providerInputSchema.parse(once)).toEqual(once);
    expect(once).toMatchObject({ payments: ["Visa", "Revolut"], minDeposit: 5, priority: 0 });
  });

  it("refuses a brand whose generated slug could not be an address, on the English slug field", () => {
    const result = providerInputSchema.safeParse({ ...base, brand: "Sun/Bet" });
    expect(result.error?.issues).toEqual([expect.objectContaining({ path: ["translations", "en", "slug"] })]);
  });
});
