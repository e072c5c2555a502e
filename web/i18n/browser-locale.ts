import { isLocale, type Locale } from "#schema/locales";
import { LOCALE_COOKIE, LOCALE_STORAGE_KEY, resolveLocale } from "#schema/locale-detection";
import { readCookie } from "#web/lib/read-cookie";

const ONE_YEAR_SECONDS = 60 * 60 * 24 * 365;

function storedLocale(): string | null {
  try {
    return localStorage.getItem(LOCALE_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** Stored choice (localStorage, else the cookie the server also reads), then the browser language. */
export function browserPreferredLocale(): Locale {
  const stored = storedLocale();
  return resolveLocale(
    isLocale(stored) ? stored : readCookie(document.cookie, LOCALE_COOKIE),
    navigator.languages,
  );
}

/** Saves the choice where the browser (localStorage) and the server (cookie) will both find it. */
export function storeLocale(locale: Locale) {
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // storage disabled: the cookie still carries the choice
  }
  document.cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
}
