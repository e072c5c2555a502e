import { z } from "./zod";
import { FAQ_CATEGORIES } from "../faq";
import { LOCALES, type Locale } from "../locales";

/**
 * GET /api/ui-strings?locale=xx&part=…: key → text in that language (English where it is missing).
 * The strings come in parts, so a page's HTML carries only those it may show: `site` is what every
 * public page may show; each other part is the keys starting with one of its prefixes, which only
 * its own pages show and add to the site's: the back office's (`admin.*`, about half of the keys)
 * and a few public pages' long texts (the information pages, the FAQ's questions and answers, the
 * calculator, the leaderboard).
 */
export const UI_STRING_PARTS = [
  "site",
  "admin",
  "info",
  "faq",
  "calculator",
  "leaderboard",
  "transparency",
] as const;
export type UiStringPart = (typeof UI_STRING_PARTS)[number];
export type OwnStringPart = Exclude<UiStringPart, "site">;
export const OWN_STRING_PREFIXES: Record<OwnStringPart, readonly string[]> = {
  admin: ["admin."],
  info: ["pages.", "score.page."],
  faq: ["faq.category.", ...FAQ_CATEGORIES.map(({ id }) => `faq.${id}.`)],
  calculator: ["calculator."],
  leaderboard: ["leaderboard."],
  transparency: ["transparency."],
};
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
