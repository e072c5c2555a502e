import { useParams } from "@tanstack/react-router";
import { isLocale, type Locale } from "#schema/locales";

/**
 * The locale prefix of the current URL, or undefined on an unprefixed page. Links pass it as the
 * `{-$locale}` param so a visitor on /he/... stays under /he, and one on /... stays unprefixed.
 */
export function useLocaleParam(): Locale | undefined {
  const { locale } = useParams({ strict: false }) as { locale?: string };
  return isLocale(locale) ? locale : undefined;
}
