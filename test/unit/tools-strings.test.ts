import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { LOCALES } from "#schema/locales";
import { UI_STRINGS } from "#seed/ui-strings";
import { FAQ_CATEGORIES } from "#schema/faq";
import { faqQuestions } from "#web/features/faq/faq-content";

const webDir = fileURLToPath(new URL("../../web/", import.meta.url));

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sources(join(dir, entry.name)) : [join(dir, entry.name)],
  );

const toolFiles = [
  ...sources(join(webDir, "features/calculator")),
  ...sources(join(webDir, "features/faq")),
  ...readdirSync(join(webDir, "routes"))
    .filter((name) => /^(calculator|faq)\./.test(name))
    .map((name) => join(webDir, "routes", name)),
];

describe("calculator and FAQ strings", () => {
  // The shared scan sees t("key") literals only; these pages also keep keys in tables
  // (outcomes, explanations, guide lines) and build the FAQ's from its categories.
  it("has every key the calculator and FAQ code names, in any form", () => {
    const named = toolFiles.flatMap((file) =>
      [...readFileSync(file, "utf8").matchAll(/"((?:meta\.)?(?:calculator|faq)\.[\w.]+)"/g)].map(
        (m) => m[1]!,
      ),
    );
    expect(named.length).toBeGreaterThan(40);
    expect(named.filter((key) => !(key in UI_STRINGS))).toEqual([]);
  });

  it("has every FAQ category's name and every question and answer, seven categories of them", () => {
    expect(FAQ_CATEGORIES.map((category) => category.id)).toEqual([
      "licensing",
      "registration",
      "payments",
      "bonuses",
      "betting",
      "safety",
      "terminology",
    ]);
    const keys = [
      ...FAQ_CATEGORIES.map(({ id }) => `faq.category.${id}`),
      ...FAQ_CATEGORIES.flatMap(faqQuestions).flatMap((q) => [q.questionKey, q.answerKey]),
    ];
    expect(keys.filter((key) => !(key in UI_STRINGS))).toEqual([]);
  });

  it.each(LOCALES)("states the FAQ's facts in %s", (locale) => {
    const text = (key: string) => UI_STRINGS[key]![locale];
    expect(text("faq.licensing.a1")).toContain("NBA");
    expect(text("faq.registration.a1")).toContain("18");
    expect(text("faq.payments.a1")).toContain("5–10 €");
    for (const span of ["24–48", "3–5", "3–7"]) expect(text("faq.payments.a2")).toContain(span);
  });

  it("writes each language's own text, not English copies", () => {
    const copies = Object.entries(UI_STRINGS)
      .filter(([key]) => /^(meta\.)?(calculator|faq)\./.test(key))
      .flatMap(([key, texts]) =>
        LOCALES.filter((l) => l !== "en" && texts[l] === texts.en && !/^[\d\s{}–:,.-]*$/.test(texts.en)).map(
          (l) => `${key}.${l}`,
        ),
      );
    expect(copies).toEqual([]);
  });
});
