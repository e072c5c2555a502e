import { describe, expect, it } from "vitest";
import {
  localeFromLanguages,
  localeOfPath,
  parseAcceptLanguage,
  pathForLocale,
  readCookie,
  resolveLocale,
} from "#schema/locale-detection";

describe("resolveLocale", () => {
  it("prefers a valid stored choice", () => {
    expect(resolveLocale("he", ["fr-FR"])).toBe("he");
  });

  it("ignores an invalid stored value and uses the browser languages", () => {
    expect(resolveLocale("de", ["de-DE", "uk-UA", "en"])).toBe("uk");
    expect(resolveLocale(null, ["RU"])).toBe("ru");
    expect(resolveLocale(undefined, ["fr_CA"])).toBe("fr");
  });

  it("falls back to Greek", () => {
    expect(resolveLocale(undefined, [])).toBe("el");
    expect(resolveLocale("xx", ["de", "it"])).toBe("el");
  });
});

describe("localeFromLanguages", () => {
  it("takes the first language whose primary subtag the site speaks", () => {
    expect(localeFromLanguages(["pt-BR", "en-US", "el"])).toBe("en");
    expect(localeFromLanguages(["pt"])).toBeUndefined();
  });
});

describe("parseAcceptLanguage", () => {
  it("orders by q-value, keeping header order on ties", () => {
    expect(parseAcceptLanguage("en;q=0.5, he-IL, fr;q=0.8, ru;q=0.8")).toEqual(["he-IL", "fr", "ru", "en"]);
  });

  it("drops q=0 and empty entries", () => {
    expect(parseAcceptLanguage("el;q=0, , uk")).toEqual(["uk"]);
  });

  it("handles a missing header", () => {
    expect(parseAcceptLanguage(null)).toEqual([]);
    expect(parseAcceptLanguage(undefined)).toEqual([]);
  });

  it("resolves a real header together with resolveLocale", () => {
    expect(resolveLocale(undefined, parseAcceptLanguage("de-DE,de;q=0.9,ru;q=0.8,en;q=0.7"))).toBe("ru");
  });
});

describe("paths", () => {
  it("reads the locale prefix of a path", () => {
    expect(localeOfPath("/he/providers")).toBe("he");
    expect(localeOfPath("/providers")).toBeUndefined();
    expect(localeOfPath("/")).toBeUndefined();
  });

  it("swaps or adds the prefix", () => {
    expect(pathForLocale("/he/providers", "fr")).toBe("/fr/providers");
    expect(pathForLocale("/en", "el")).toBe("/el");
    expect(pathForLocale("/providers", "uk")).toBe("/uk/providers");
    expect(pathForLocale("/", "ru")).toBe("/ru");
  });
});

describe("readCookie", () => {
  it("finds a cookie among others and decodes it", () => {
    expect(readCookie("a=1; locale=he; sidebar_state=false", "locale")).toBe("he");
    expect(readCookie("x=a%3Db", "x")).toBe("a=b");
    expect(readCookie(null, "locale")).toBeUndefined();
  });
});
