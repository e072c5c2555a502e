import { describe, expect, it } from "vitest";
import { intl } from "#schema/intl";

describe("intl", () => {
  it("keeps one formatter per kind, locale and options", () => {
    expect(intl(Intl.NumberFormat, "en")).toBe(intl(Intl.NumberFormat, "en"));
    expect(intl(Intl.Collator, "el", { numeric: true })).toBe(intl(Intl.Collator, "el", { numeric: true }));
  });

  it("never hands out one built for another locale, other options or another kind", () => {
    const euro = { style: "currency", currency: "EUR", maximumFractionDigits: 0 } as const;
    expect(intl(Intl.NumberFormat, "en").format(1500)).toBe("1,500");
    expect(intl(Intl.NumberFormat, "en", euro).format(1500)).toBe("€1,500");
    expect(intl(Intl.NumberFormat, "fr", euro).format(1500)).toBe("1\u202f500\u00a0€");
    expect(intl(Intl.Collator, "en", { numeric: true }).compare("10", "9")).toBe(1);
    expect(intl(Intl.Collator, "en").compare("10", "9")).toBe(-1);
    expect(intl(Intl.PluralRules, "uk").select(3)).toBe("few");
    expect(intl(Intl.PluralRules, "en").select(3)).toBe("other");
  });
});
