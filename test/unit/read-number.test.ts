import { describe, expect, it } from "vitest";
import type { Locale } from "#schema/locales";
import { numberExample, readNumber } from "#web/i18n/read-number";

const value = (text: string, locale: Locale) => {
  const reading = readNumber(text, locale);
  return reading.ok ? reading.value : reading.problem;
};

const DECIMAL_COMMA: Locale[] = ["el", "fr", "ru", "uk"];
const DECIMAL_POINT: Locale[] = ["en", "he"];

describe("readNumber", () => {
  it.each(DECIMAL_COMMA)("%s: a comma separates the decimals", (locale) => {
    expect(value("10,50", locale)).toBe(10.5);
    expect(value("2,5", locale)).toBe(2.5);
    expect(value(",5", locale)).toBe(0.5);
    expect(value("25", locale)).toBe(25);
    expect(value(" -0,25 ", locale)).toBe(-0.25);
    expect(value("\u22121,5", locale)).toBe(-1.5);
    expect(value("1 050,5", locale)).toBe(1050.5);
    expect(value("1\u00a0050", locale)).toBe(1050);
    expect(value("1\u202f050", locale)).toBe(1050);
  });

  it.each(DECIMAL_POINT)("%s: a point separates the decimals", (locale) => {
    expect(value("10.50", locale)).toBe(10.5);
    expect(value("2.5", locale)).toBe(2.5);
    expect(value(".5", locale)).toBe(0.5);
    expect(value("25", locale)).toBe(25);
    expect(value("-0.25", locale)).toBe(-0.25);
    expect(value("1,234.5", locale)).toBe(1234.5);
    expect(value("1 050", locale)).toBe(1050);
    // A copied Hebrew figure may carry direction marks.
    expect(value("\u200e2.5\u200f", locale)).toBe(2.5);
  });

  it("reads the locale's own grouping beside a decimal separator", () => {
    expect(value("1.234,56", "el")).toBe(1234.56);
    expect(value("1.234.567,5", "el")).toBe(1234567.5);
    expect(value("1,234,567.5", "en")).toBe(1234567.5);
  });

  it.each(DECIMAL_COMMA)("%s: a point is refused as ambiguous, never guessed", (locale) => {
    expect(value("1.050", locale)).toBe("ambiguous");
    expect(value("2.5", locale)).toBe("ambiguous");
    expect(value("1,2,3", locale)).toBe("ambiguous");
    expect(value("1.23,5", locale)).toBe("ambiguous");
  });

  it.each(DECIMAL_POINT)("%s: a comma is refused as ambiguous, never guessed", (locale) => {
    expect(value("1,5", locale)).toBe("ambiguous");
    expect(value("1,050", locale)).toBe("ambiguous");
    expect(value("10,50", locale)).toBe("ambiguous");
    expect(value("1.2.3", locale)).toBe("ambiguous");
  });

  it.each([...DECIMAL_COMMA, ...DECIMAL_POINT])("%s: no number, or not one at all", (locale) => {
    expect(value("", locale)).toBe("empty");
    expect(value("   ", locale)).toBe("empty");
    expect(value("abc", locale)).toBe("format");
    expect(value("1e5", locale)).toBe("format");
    expect(value("12 34", locale)).toBe("format");
    expect(value("--1", locale)).toBe("format");
    expect(value("Infinity", locale)).toBe("format");
  });

  it("gives each language's own example for its messages", () => {
    expect(numberExample("el")).toBe("1234,5");
    expect(numberExample("fr")).toBe("1234,5");
    expect(numberExample("en")).toBe("1234.5");
    expect(numberExample("he")).toBe("1234.5");
  });
});
