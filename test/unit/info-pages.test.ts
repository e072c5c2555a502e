import { describe, expect, it } from "vitest";
import { LOCALES } from "#schema/locales";
import { UI_STRINGS } from "#seed/ui-strings";
import { REVIEW_FLAG_KINDS } from "#schema/review-flags";
import { INFO_PAGES } from "#web/features/info-pages/pages";
import { REVIEW_POLICY_SECTIONS } from "#web/features/info-pages/review-policy-sections";

/** The section headings, list items and `{email}` uses of a body: its shape, whatever the language. */
const shape = (body: string) => {
  const lines = body.split("\n").map((line) => line.trim());
  return {
    headings: lines.filter((line) => line.startsWith("## ")).length,
    items: lines.filter((line) => line.startsWith("- ")).length,
    emails: body.split("{email}").length - 1,
    links: body.match(/https:\/\/\S+/g)?.length ?? 0,
  };
};

describe("information pages (keys built from the page name, so not found by the t() scan)", () => {
  it.each(INFO_PAGES)("%s has a title, a description and a body in every language", (page) => {
    for (const part of ["title", "description", "body"])
      expect(UI_STRINGS[`pages.${page}.${part}`], `pages.${page}.${part}`).toBeDefined();
  });

  it.each(INFO_PAGES)("%s has the same sections, lists and links in every language as in English", (page) => {
    const texts = UI_STRINGS[`pages.${page}.body`]!;
    const english = shape(texts.en);
    expect(english.headings).toBeGreaterThan(1);
    for (const locale of LOCALES) expect(shape(texts[locale]), locale).toEqual(english);
  });
});

describe("the review policy (keys built from its sections and the flags' kinds)", () => {
  const bodies = [
    "pages.review_policy.intro",
    ...REVIEW_POLICY_SECTIONS.map((section) => `pages.review_policy.${section}.body`),
  ];

  it("has a title and a text for every section, and a line for every automated flag", () => {
    const keys = [
      ...bodies,
      ...REVIEW_POLICY_SECTIONS.map((section) => `pages.review_policy.${section}.title`),
      ...REVIEW_FLAG_KINDS.map((kind) => `pages.review_policy.flag.${kind}`),
    ];
    expect(keys.filter((key) => !UI_STRINGS[key])).toEqual([]);
  });

  it.each(bodies)("%s has the same lists, placeholders and links in every language as in English", (key) => {
    const texts = UI_STRINGS[key]!;
    const placeholders = (text: string) => text.match(/\{\w+\}/g)?.sort();
    for (const locale of LOCALES) {
      expect(shape(texts[locale]), locale).toEqual(shape(texts.en));
      expect(placeholders(texts[locale]), locale).toEqual(placeholders(texts.en));
    }
  });
});
