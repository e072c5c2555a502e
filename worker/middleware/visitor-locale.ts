import type { Context } from "hono";
import { languageDetector } from "hono/language";
import { LOCALE_COOKIE } from "#schema/locale-detection";
import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from "#schema/locales";
import type { AppEnv } from "../types";

/**
 * The visitor's language for calls and pages that name none: the stored choice (the `locale`
 * cookie), then the browser's languages, then Greek. Nothing is written back: the browser keeps
 * the choice itself.
 */
export const visitorLocale = languageDetector({
  order: ["cookie", "header"],
  lookupCookie: LOCALE_COOKIE,
  supportedLanguages: [...LOCALES],
  fallbackLanguage: DEFAULT_LOCALE,
  caches: false,
});

export function requestLocale(c: Context<AppEnv>): Locale {
  const language = c.get("language");
  return isLocale(language) ? language : DEFAULT_LOCALE;
}
