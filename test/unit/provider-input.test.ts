import { describe, expect, it } from "vitest";
import {
  providerInputSchema,
  type AdminProvider,
  type ProviderTranslation,
} from "#schema/api/admin-providers";
import { parseInteger, parseList, slugFromBrand } from "#schema/provider-input";
import { providerFormValues } from "#web/features/admin/providers/provider-form";

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
    expect(once).toMatchObject({ payments: ["visa", "revolut"], minDeposit: 5, priority: 0 });
  });

  it("refuses a brand whose generated slug could not be an address, on the English slug field", () => {
    const result = providerInputSchema.safeParse({ ...base, brand: "Sun/Bet" });
    expect(result.error?.issues).toEqual([expect.objectContaining({ path: ["translations", "en", "slug"] })]);
  });
});

describe("the edit form's values (web/features/admin/providers/provider-form.ts)", () => {
  it("read back into the same provider: opening and saving an untouched provider changes nothing", () => {
    const stored = providerInputSchema.parse({
      brand: "Round Trip",
      domain: "round.example",
      licenseId: "L-9",
      logoUrl: "/logos/round.svg",
      payments: ["Visa", "Revolut"],
      supportLangs: ["el", "en"],
      minDeposit: 10,
      maxWithdrawal: 0,
      priority: -2,
      foundationDate: "2010-01-31",
      supportEmail: "help@round.example",
      active: false,
      liveChat247: true,
      translations: {
        el: { slug: "round-el", overview: "Κείμενο", faq: [{ question: "Q", answer: "A" }] },
        en: { slug: "round-trip", seoTitle: "SEO" },
      },
    });
    const { translations, ...fields } = stored;
    const provider = {
      ...fields,
      id: "p-1",
      name: fields.brand,
      slug: "round-trip",
    } as unknown as AdminProvider;
    const rows = Object.entries(translations).map(([locale, texts]) => ({
      ...texts,
      locale,
    })) as ProviderTranslation[];
    expect(providerInputSchema.parse(providerFormValues(provider, rows))).toEqual(stored);
  });

  it("starts a new provider active, with priority 0 and all six languages empty", () => {
    const values = providerFormValues(null, []);
    expect(values).toMatchObject({ active: true, featured: false, priority: "0", brand: "" });
    expect(Object.keys(values.translations)).toEqual(["el", "en", "ru", "he", "uk", "fr"]);
  });
});
