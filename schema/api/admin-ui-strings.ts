import { LOCALES, type Locale } from "../locales";
import { messageRef as message } from "./messages";
import { z } from "./zod";

/** Longest text one language of a UI string may have. */
const UI_STRING_MAX_LENGTH = 5000;

const localeText = z.optional(
  z.nullable(
    z
      .string()
      .check(
        z.maxLength(UI_STRING_MAX_LENGTH, message("validation.max_length", { count: UI_STRING_MAX_LENGTH })),
      ),
  ),
);

/**
 * PATCH /api/admin/ui-strings/:key: the languages whose text changes, each a text or "" / null for
 * none (the page then falls back to English). Languages left out keep their text.
 */
export const uiStringPatchSchema = z
  .object(
    Object.fromEntries(LOCALES.map((locale) => [locale, localeText])) as Record<Locale, typeof localeText>,
  )
  .check(
    z.refine(
      (texts) => LOCALES.some((locale) => texts[locale] !== undefined),
      message("ui_strings.error.no_texts"),
    ),
  );
export type UiStringPatch = z.infer<typeof uiStringPatchSchema>;

/** The `:key` of the path. */
export const uiStringKeyParam = z.object({
  key: z.string().check(z.minLength(1), z.maxLength(255)),
});
