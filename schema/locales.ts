/** The one list of site languages, shared by the Worker, the web app and the seed. */
export const LOCALES = ["el", "en", "ru", "he", "uk", "fr"] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = "el";
/** Admin lists and API callers that name no locale read English text. */
export const API_DEFAULT_LOCALE: Locale = "en";

export const RTL_LOCALES: readonly Locale[] = ["he"];

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

export function textDirection(locale: Locale): "rtl" | "ltr" {
  return RTL_LOCALES.includes(locale) ? "rtl" : "ltr";
}

/** Open Graph locale: the spec names el_CY for Greek and en_US for every other language. */
export function openGraphLocale(locale: Locale): string {
  return locale === "el" ? "el_CY" : "en_US";
}

/** Names of the languages in their own script, for the language switcher. */
export const LOCALE_NATIVE_NAMES: Record<Locale, string> = {
  el: "Ελληνικά",
  en: "English",
  ru: "Русский",
  he: "עברית",
  uk: "Українська",
  fr: "Français",
};
