import { z } from "zod";
import type { Context } from "hono";
import { API_DEFAULT_LOCALE, LOCALES, type Locale } from "#schema/locales";
import { LOCALE_COOKIE, parseAcceptLanguage, readCookie, resolveLocale } from "#schema/locale-detection";

export const localeSchema = z.enum(LOCALES, {
  error: (issue) => `Unsupported locale ${JSON.stringify(issue.input)}; use one of ${LOCALES.join(", ")}`,
});

/** `?locale=` on public reads: optional (English when absent), anything unknown is a 400. */
export const localeQuerySchema = z.object({ locale: localeSchema.default(API_DEFAULT_LOCALE) });

/** The visitor's language when a call names none: the stored choice (cookie), then the browser's. */
export function requestLocale(c: Context): Locale {
  return resolveLocale(
    readCookie(c.req.header("cookie"), LOCALE_COOKIE),
    parseAcceptLanguage(c.req.header("accept-language")),
  );
}
