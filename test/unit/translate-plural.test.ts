import { describe, expect, it } from "vitest";
import { translate, translatePlural } from "#web/i18n/translate";

const russian = {
  "n.one": "{count} компания",
  "n.few": "{count} компании",
  "n.many": "{count} компаний",
  "n.other": "{count} компании*",
};
const ukrainian = {
  "n.one": "{count} компанія",
  "n.few": "{count} компанії",
  "n.many": "{count} компаній",
  "n.other": "{count} компанії*",
};
const hebrew = { "n.one": "חברה אחת", "n.two": "שתי חברות", "n.other": "{count} חברות" };

describe("translatePlural", () => {
  it("picks Russian one/few/many/other", () => {
    expect(translatePlural(russian, "ru", "n", 1)).toBe("1 компания");
    expect(translatePlural(russian, "ru", "n", 21)).toBe("21 компания");
    expect(translatePlural(russian, "ru", "n", 3)).toBe("3 компании");
    expect(translatePlural(russian, "ru", "n", 24)).toBe("24 компании");
    expect(translatePlural(russian, "ru", "n", 5)).toBe("5 компаний");
    expect(translatePlural(russian, "ru", "n", 11)).toBe("11 компаний");
    expect(translatePlural(russian, "ru", "n", 0)).toBe("0 компаний");
    expect(translatePlural(russian, "ru", "n", 1.5)).toBe("1,5 компании*");
  });

  it("picks Ukrainian one/few/many/other", () => {
    expect(translatePlural(ukrainian, "uk", "n", 1)).toBe("1 компанія");
    expect(translatePlural(ukrainian, "uk", "n", 2)).toBe("2 компанії");
    expect(translatePlural(ukrainian, "uk", "n", 12)).toBe("12 компаній");
    expect(translatePlural(ukrainian, "uk", "n", 101)).toBe("101 компанія");
    expect(translatePlural(ukrainian, "uk", "n", 2.5)).toBe("2,5 компанії*");
  });

  it("picks Hebrew one/two/other", () => {
    expect(translatePlural(hebrew, "he", "n", 1)).toBe("חברה אחת");
    expect(translatePlural(hebrew, "he", "n", 2)).toBe("שתי חברות");
    expect(translatePlural(hebrew, "he", "n", 7)).toBe("7 חברות");
    expect(translatePlural(hebrew, "he", "n", 20)).toBe("20 חברות");
  });

  it("falls back to .other when a form is missing, and formats the count for the locale", () => {
    expect(translatePlural({ "n.other": "{count} x" }, "ru", "n", 1)).toBe("1 x");
    expect(translatePlural({ "n.other": "{count} x" }, "en", "n", 12345)).toBe("12,345 x");
    expect(translatePlural({ "n.other": "{count} x" }, "fr", "n", 12345)).toBe("12\u202f345 x");
  });

  it("shows the key when no form exists, so gaps are visible", () => {
    expect(translatePlural({}, "en", "n", 2)).toBe("n.other");
  });
});

describe("translate", () => {
  it("fills known placeholders and keeps unknown ones", () => {
    expect(translate({ k: "Hi {name} ({hotkey})" }, "k", { name: "Ana" })).toBe("Hi Ana ({hotkey})");
    expect(translate({}, "missing.key")).toBe("missing.key");
  });
});
