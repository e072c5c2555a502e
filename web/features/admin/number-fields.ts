import { get, set, type FieldValues, type Resolver } from "react-hook-form";
import { messageRef } from "#schema/api/messages";
import type { Locale } from "#schema/locales";
import { numberExample, readNumber } from "#web/i18n/read-number";

/** What the back office's forms pass their resolver: the page's language, which numbers are read in. */
export type NumberContext = { locale: Locale };

/**
 * A form resolver whose number boxes (typed text, at these paths) are read as the page's language
 * writes numbers (`2,5` in Greek, `2.5` in English) before the form's own resolver judges them:
 * a readable number reaches it written the way `Number()` reads; a box the language could read two
 * ways, or not at all, is that box's error, and nothing is sent.
 */
export function readingNumbers<Values extends FieldValues, Output>(
  paths: readonly string[],
  resolver: Resolver<Values, unknown, Output>,
): Resolver<Values, NumberContext, Output> {
  return async (values, context, options) => {
    const locale = context?.locale ?? "en";
    const read = structuredClone(values);
    const problems: Record<string, { type: string; message: string }> = {};
    for (const path of paths) {
      const typed = get(values, path) as unknown;
      if (typeof typed !== "string") continue;
      const reading = readNumber(typed, locale);
      if (reading.ok) set(read, path, String(reading.value));
      else if (reading.problem === "empty") set(read, path, "");
      else {
        const key =
          reading.problem === "ambiguous" ? "validation.number_ambiguous" : "validation.number_format";
        problems[path] = { type: "number", message: messageRef(key, { example: numberExample(locale) }) };
      }
    }
    const result = await resolver(read, undefined, options);
    if (!Object.keys(problems).length) return result;
    const errors = { ...result.errors };
    for (const [path, error] of Object.entries(problems)) set(errors, path, error);
    return { values: {}, errors } as Awaited<ReturnType<Resolver<Values, NumberContext, Output>>>;
  };
}

/**
 * A number box: text, not type=number, whose reading follows the browser's language rather than
 * the page's (Chromium took a Greek "2,5" for 25); digits read left to right on a Hebrew page too.
 */
export const NUMBER_INPUT = { type: "text", inputMode: "decimal", autoComplete: "off", dir: "ltr" } as const;
