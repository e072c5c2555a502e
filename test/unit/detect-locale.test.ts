import { describe, expect, it } from "vitest";
import { localeFromLanguages, localeOfPath, pathForLocale, resolveLocale } from "#schema/locale-detection";

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
