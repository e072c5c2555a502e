import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { OWN_STRING_PREFIXES, type OwnStringPart } from "#schema/api/ui-strings";
import { BONUS_TYPES, THEMES } from "#schema/enums";
import { LOCALES } from "#schema/locales";
import { UI_STRINGS } from "#seed/ui-strings";
import { BONUS_TYPE_LABEL_KEYS } from "#web/features/promotions/api";
import { themeMoodLabelKey } from "#web/features/preferences/theme-mood";

const webDir = fileURLToPath(new URL("../../web/", import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

type Use = { key: string; file: string };

/** Literal keys: t("k"), tp("k", n), translate(strings, "k") and `labelKey: "k"` in nav/link tables. */
function collectKeys() {
  const plain: Use[] = [];
  const plural: Use[] = [];
  for (const path of sourceFiles(webDir)) {
    const text = readFileSync(path, "utf8");
    const file = relative(webDir, path);
    for (const m of text.matchAll(/\bt\(\s*"([^"]+)"/g)) plain.push({ key: m[1]!, file });
    for (const m of text.matchAll(/\btranslate\(\s*\w+,\s*"([^"]+)"/g)) plain.push({ key: m[1]!, file });
    for (const m of text.matchAll(/\blabelKey:\s*"([^"]+)"/g)) plain.push({ key: m[1]!, file });
    for (const m of text.matchAll(/\btp\(\s*"([^"]+)"/g)) plural.push({ key: m[1]!, file });
  }
  return { plain, plural };
}

const missing = (uses: Use[]) =>
  uses.filter(({ key }) => !(key in UI_STRINGS)).map(({ key, file }) => `${key} (${file})`);

describe("UI strings", () => {
  const { plain, plural } = collectKeys();

  it("finds the keys the web app uses (the scan itself works)", () => {
    expect(plain.length).toBeGreaterThan(50);
    expect(plural.length).toBeGreaterThan(0);
  });

  it("has every literal key used with t()", () => {
    expect(missing(plain)).toEqual([]);
  });

  // A part's strings reach only the pages whose loaders load it (loadOwnStrings(…, part)) and that
  // give it to their screens (OwnStrings): anywhere else its keys would show as they are.
  it("names a part's own strings only in the code of the pages that load it", () => {
    const pagesOf: Record<OwnStringPart, RegExp> = {
      admin: /^(features|routes)\/admin\//,
      info: /^(features\/info-pages\/|routes\/(info-pages|review-policy|score)\.)/,
      faq: /^(features\/faq\/|routes\/faq\.)/,
      calculator: /^(features\/calculator\/|routes\/calculator\.)/,
      leaderboard: /^(features\/contest\/|routes\/leaderboard\.)/,
      transparency: /^(features\/transparency\/|routes\/transparency\.)/,
    };
    const strays = [...plain, ...plural].flatMap(({ key, file }) =>
      (Object.keys(pagesOf) as OwnStringPart[])
        .filter((part) => OWN_STRING_PREFIXES[part].some((prefix) => key.startsWith(prefix)))
        .filter((part) => !pagesOf[part].test(file))
        .map((part) => `${key} (${part}) in ${file}`),
    );
    expect(strays).toEqual([]);
  });

  it("has every key built from an enumeration (bonus types, colour moods)", () => {
    const built = [
      ...BONUS_TYPES.map((type) => BONUS_TYPE_LABEL_KEYS[type]),
      ...THEMES.map(themeMoodLabelKey),
    ];
    expect(built.filter((key) => !(key in UI_STRINGS))).toEqual([]);
  });

  it("has the .other form and every form each language's plural rules select, for every tp() key", () => {
    const gaps: string[] = [];
    for (const { key, file } of plural) {
      const forms = new Set([
        "other",
        ...LOCALES.flatMap((l) => new Intl.PluralRules(l).resolvedOptions().pluralCategories),
      ]);
      for (const form of forms) if (!(`${key}.${form}` in UI_STRINGS)) gaps.push(`${key}.${form} (${file})`);
    }
    expect(gaps).toEqual([]);
  });

  it("gives every entry a non-empty text in all six languages", () => {
    const incomplete = Object.entries(UI_STRINGS).flatMap(([key, texts]) =>
      LOCALES.filter((locale) => !texts[locale]?.trim()).map((locale) => `${key}.${locale}`),
    );
    expect(incomplete).toEqual([]);
    for (const texts of Object.values(UI_STRINGS))
      expect(Object.keys(texts).sort()).toEqual([...LOCALES].sort());
  });

  it("translates rather than copying English (only names and shared words may repeat)", () => {
    const copied = Object.entries(UI_STRINGS).filter(([, texts]) =>
      LOCALES.every((locale) => texts[locale] === texts.en),
    );
    expect(copied.map(([key]) => key)).toEqual([]);
  });

  it("keeps the 404 title and the mood names fixed in English", () => {
    expect(UI_STRINGS["notfound.title"]?.en).toBe("404 Page Not Found");
    expect(THEMES.map((mood) => UI_STRINGS[themeMoodLabelKey(mood)]?.en)).toEqual([
      "Classic Blue",
      "Midnight Mode",
      "Cosmic",
      "Bull Market",
      "Bear Market",
      "Neutral",
    ]);
  });
});
