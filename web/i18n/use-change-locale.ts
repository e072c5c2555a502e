import { useLocation, useNavigate, useRouter } from "@tanstack/react-router";
import type { Locale } from "#schema/locales";
import { storeLocale } from "./browser-locale";
import { localeOfPath, pathForLocale } from "#schema/locale-detection";

/**
 * Saves the new language; a prefixed page moves to the same page under the new prefix, an
 * unprefixed one re-renders in place (its loaders run again with the new language).
 */
export function useChangeLocale() {
  const router = useRouter();
  const navigate = useNavigate();
  const { pathname, searchStr } = useLocation();
  return async (next: Locale) => {
    storeLocale(next);
    if (localeOfPath(pathname)) {
      await navigate({ href: `${pathForLocale(pathname, next)}${searchStr}` });
    } else {
      await router.invalidate();
    }
  };
}
