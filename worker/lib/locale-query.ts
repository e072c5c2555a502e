import { z } from "zod";
import { API_DEFAULT_LOCALE, LOCALES } from "#schema/locales";

export const localeSchema = z.enum(LOCALES, {
  error: (issue) => `Unsupported locale ${JSON.stringify(issue.input)}; use one of ${LOCALES.join(", ")}`,
});

/** `?locale=` on public reads: optional (English when absent), anything unknown is a 400. */
export const localeQuerySchema = z.object({ locale: localeSchema.default(API_DEFAULT_LOCALE) });
