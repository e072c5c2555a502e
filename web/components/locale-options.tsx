import { LOCALE_NATIVE_NAMES, LOCALES } from "#schema/locales";

/**
 * The site's languages as a select's options, each named in its own script: a reader finds theirs
 * in any UI language.
 */
export function LocaleOptions() {
  return LOCALES.map((locale) => (
    <option key={locale} value={locale} lang={locale}>
      {LOCALE_NATIVE_NAMES[locale]}
    </option>
  ));
}
