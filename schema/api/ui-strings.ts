import { z } from "./zod";
import { LOCALES, type Locale } from "../locales";

/**
 * GET /api/ui-strings?locale=xx: key → text in that language (English where it is missing).
 * `&part=site` leaves out the back office's own strings (`admin.*`, about half of the keys),
 * which no public page shows, so the site's pages carry only the rest in their HTML; `&part=admin`
 * is those alone, which the back office adds.
 */
export const BACK_OFFICE_KEY_PREFIX = "admin.";
export const UI_STRING_PARTS = ["site", "admin"] as const;
export type UiStringPart = (typeof UI_STRING_PARTS)[number];
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
