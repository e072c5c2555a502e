import { z } from "./zod";
import { LOCALES, type Locale } from "../locales";

/** GET /api/ui-strings?locale=xx: key → text in that language (English where it is missing). */
export const uiStringsMapSchema = z.record(z.string(), z.string());
export type UiStrings = z.infer<typeof uiStringsMapSchema>;

const localeTexts = Object.fromEntries(LOCALES.map((locale) => [locale, z.nullable(z.string())])) as Record<
  Locale,
  z.ZodMiniNullable<z.ZodMiniString>
>;

/** GET /api/ui-strings without a locale: every key with its six texts. */
export const uiStringRowSchema = z.strictObject({
  id: z.string(),
  key: z.string(),
  ...localeTexts,
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type UiStringRow = z.infer<typeof uiStringRowSchema>;
