import fc from "fast-check";
import { LOCALES } from "#schema/locales";

/**
 * The values a hostile or broken client sends, for any field, path segment or query value: wrong
 * types, huge and odd text (RTL, emoji, NUL, lone surrogates, markup), numbers a form never
 * produces, and near misses of the site's own formats (months, locales, ids).
 */
const ODD_TEXTS = [
  "",
  " ",
  "\u0000",
  "a\u0000b",
  "\uD800",
  "\uDFFF",
  "x\uD83Dy",
  "שלום עולם",
  "مرحبا",
  "\u202Egnp.exe\u202C",
  "\u200F\u200E",
  "👍🏽🏳️‍🌈👨‍👩‍👧",
  "Ελληνικά Українська Русский",
  "\r\n\t",
  "<script>alert(1)</script>",
  "' OR 1=1 --",
  "%",
  "%00",
  "../../etc/passwd",
  "__proto__",
  "constructor",
  "null",
  "true",
  "[]",
  "{}",
  "0",
  "-1",
  "1.5",
  "1e309",
  "NaN",
  "javascript:alert(1)",
  "https://example.com/a?b=c#d",
  "http://",
  "someone@example.com",
  "a@b",
] as const;

export const BAD_MONTHS = [
  "2026-13",
  "2026-00",
  "x",
  "2026-1",
  "26-01",
  "2026-01-01",
  "-2026-01",
  "9999-99",
  " 2026-01",
  "0000-01",
];
export const BAD_LOCALES = ["xx", "EN", "en-US", "e", "", "he-IL", "english", "../en", "el\u0000"];
const MONTHS = ["2025-01", "2026-02", "1970-01", "9999-12"];
const DATES = [
  "2026-02-30",
  "2026-01-01",
  "2026-01-01T00:00:00Z",
  "0000-00-00",
  "1970-01-01T00:00:00.000+25:00",
  "tomorrow",
];

const huge = fc
  .tuple(fc.constantFrom(256, 1_001, 5_001, 20_001, 100_001), fc.constantFrom("x", "é", "😀", "\u0000", "ש"))
  .map(([length, unit]) => unit.repeat(length));

export const fuzzText: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...ODD_TEXTS) },
  { weight: 3, arbitrary: fc.string({ unit: "grapheme", maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ maxLength: 12 }) },
  { weight: 1, arbitrary: huge },
  { weight: 2, arbitrary: fc.constantFrom(...BAD_MONTHS, ...MONTHS, ...DATES) },
  { weight: 2, arbitrary: fc.constantFrom(...BAD_LOCALES, ...LOCALES) },
);

const fuzzNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(-1, 0, -0, 0.5, 1.5, 4.25, 1e308, -1e308, 2 ** 53 + 2, 2 ** 63, -(2 ** 31) - 1, 1e-9),
  fc.integer({ min: -1_000, max: 1_000 }),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Any JSON value, biased to the odd ones above. */
export const fuzzJson: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    { weight: 4, arbitrary: fuzzText },
    { weight: 3, arbitrary: fuzzNumber },
    { weight: 1, arbitrary: fc.boolean() },
    { weight: 1, arbitrary: fc.constant(null) },
    { weight: 1, arbitrary: fc.array(tie("value"), { maxLength: 4 }) },
    { weight: 1, arbitrary: fc.dictionary(fuzzText, tie("value"), { maxKeys: 4 }) },
  ),
})).value;

type Json = unknown;
type Step = string | number;

/** Every place in a JSON value: the root, each property and each element, depth first. */
function placesOf(value: Json, at: Step[] = []): Step[][] {
  if (Array.isArray(value)) return [at, ...value.flatMap((item, i) => placesOf(item, [...at, i]))];
  if (typeof value === "object" && value !== null) {
    return [at, ...Object.entries(value).flatMap(([key, item]) => placesOf(item, [...at, key]))];
  }
  return [at];
}

/** A copy of `value` with `change` applied to the container of `place` (the root when it is one). */
function changed(value: Json, place: Step[], change: (parent: Record<Step, Json>, key: Step) => void): Json {
  const copy = structuredClone(value) as Json;
  if (place.length === 0) {
    const box: Record<Step, Json> = { root: copy };
    change(box, "root");
    return box.root;
  }
  let parent = copy as Record<Step, Json>;
  for (const step of place.slice(0, -1)) parent = parent[step] as Record<Step, Json>;
  change(parent, place[place.length - 1]!);
  return copy;
}

type Mutation =
  | { kind: "replace" | "add"; at: number; value: Json; key: string }
  | { kind: "remove" | "wrap" | "stringify"; at: number };

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant("replace" as const),
      at: fc.nat(),
      value: fuzzJson,
      key: fc.constant(""),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant("remove" as const), at: fc.nat() }) },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant("add" as const), at: fc.nat(), value: fuzzJson, key: fuzzText }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constantFrom("wrap" as const, "stringify" as const), at: fc.nat() }),
  },
);

function mutate(value: Json, step: Mutation): Json {
  const places = placesOf(value);
  const place = places[step.at % places.length]!;
  return changed(value, place, (parent, key) => {
    const target = parent[key];
    if (step.kind === "replace") parent[key] = step.value;
    else if (step.kind === "remove") {
      if (Array.isArray(parent)) parent.splice(Number(key), 1);
      else delete parent[key];
    } else if (step.kind === "wrap") parent[key] = [target];
    else if (step.kind === "stringify") parent[key] = JSON.stringify(target) ?? null;
    else if (step.kind === "add") {
      if (typeof target === "object" && target !== null && !Array.isArray(target)) {
        (target as Record<string, Json>)[step.key] = step.value;
      } else parent[key] = { [step.key]: step.value, value: target };
    }
  });
}

/** A known-good body with one to three fields changed, dropped, added, wrapped or turned to text. */
export const mutatedBody = (body: Json): fc.Arbitrary<Json> =>
  fc.array(mutation, { minLength: 1, maxLength: 3 }).map((steps) => steps.reduce(mutate, body));
