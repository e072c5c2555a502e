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

/**
 * Open Graph locale of each language, with the country codes GR, GB, RU, IL, UA, FR.
 * An older rule (el_CY for Greek, en_US for the rest) labelled Hebrew pages as American
 * English; el_CY is also not a locale that Open Graph consumers recognise.
 */
export const OPEN_GRAPH_LOCALES: Record<Locale, string> = {
  el: "el_GR",
  en: "en_GB",
  ru: "ru_RU",
  he: "he_IL",
  uk: "uk_UA",
  fr: "fr_FR",
};

/** The Unicode script each language is written in (review flags: text mainly in another script). */
export const LOCALE_SCRIPTS: Record<Locale, string> = {
  el: "Greek",
  en: "Latin",
  ru: "Cyrillic",
  he: "Hebrew",
  uk: "Cyrillic",
  fr: "Latin",
};

/** Names of the languages in their own script, for the language switcher. */
export const LOCALE_NATIVE_NAMES: Record<Locale, string> = {
  el: "Ελληνικά",
  en: "English",
  ru: "Русский",
  he: "עברית",
  uk: "Українська",
  fr: "Français",
};
