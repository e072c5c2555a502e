import { describe, expect, it } from "vitest";
import type { Locale } from "#schema/locales";
import { UI_STRINGS } from "#seed/ui-strings";
import { flagReason } from "#web/features/admin/reviews/flag-reason";
import { translate, translatePlural, type Vars } from "#web/i18n/translate";

/** The moderation page's translator over the seeded UI strings of one language. */
function i18nIn(locale: Locale) {
  const strings = Object.fromEntries(Object.entries(UI_STRINGS).map(([key, texts]) => [key, texts[locale]]));
  return {
    locale,
    t: (key: string, vars?: Vars) => translate(strings, key, vars),
    tp: (key: string, count: number, vars?: Vars) => translatePlural(strings, locale, key, count, vars),
  };
}

describe("flagReason: why a review was flagged, in words", () => {
  it("says every kind of flag in English, with its figures", () => {
    const english = i18nIn("en");
    expect(
      flagReason(english, {
        kind: "near_duplicate",
        reviewId: "0f1e2d3c-4b5a-4968-8776-655443322110",
        similarity: 87,
      }),
    ).toBe("Near duplicate of review 0f1e2d3c (87% similar)");
    expect(flagReason(english, { kind: "burst", count: 4, minutes: 10 })).toBe(
      "Burst: 4 reviews in 10 minutes",
    );
    expect(flagReason(english, { kind: "new_account", hours: 3 })).toBe("New account: 3 hours old");
    expect(flagReason(english, { kind: "new_account", hours: 1 })).toBe("New account: 1 hour old");
    expect(flagReason(english, { kind: "low_substance" })).toBe(
      "Little substance: mostly repeated characters or words",
    );
    expect(flagReason(english, { kind: "unknown_script" })).toBe(
      "Script matches none of the site's languages",
    );
  });

  it("takes each language's plural forms and percent format", () => {
    expect(flagReason(i18nIn("ru"), { kind: "burst", count: 5, minutes: 2 })).toBe(
      "Всплеск: 5 отзывов за 2 минуты",
    );
    expect(flagReason(i18nIn("he"), { kind: "burst", count: 2, minutes: 1 })).toBe(
      "פרץ: שתי ביקורות בתוך דקה אחת",
    );
    // French puts a (narrow) no-break space before the percent sign.
    expect(
      flagReason(i18nIn("fr"), { kind: "near_duplicate", reviewId: "abcdef12-0000", similarity: 92 }),
    ).toMatch(/^Quasi-doublon de l’avis abcdef12 \(92\s% de similarité\)$/);
  });
});
