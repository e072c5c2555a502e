import { GlobeIcon } from "#web/components/icons";
import { isLocale, LOCALE_NATIVE_NAMES, LOCALES } from "#schema/locales";
import { useChangeLocale } from "#web/i18n/use-change-locale";
import { useT } from "#web/i18n/use-t";

/**
 * Header drop-down: each language in its own script, so a reader finds theirs in any UI language. The
 * browser's own select lies invisibly over the label, which shows the short code on phones.
 */
export function LanguageSelect() {
  const { locale, t } = useT();
  const changeLocale = useChangeLocale();
  return (
    <div className="relative inline-flex h-9 items-center gap-1.5 rounded-md px-2 text-sm font-medium hover:bg-accent has-focus-visible:outline-2 has-focus-visible:outline-ring">
      <GlobeIcon className="size-4" aria-hidden="true" />
      <span aria-hidden="true" className="sm:hidden">
        {locale.toUpperCase()}
      </span>
      <span aria-hidden="true" className="hidden sm:inline">
        {LOCALE_NATIVE_NAMES[locale]}
      </span>
      <select
        aria-label={t("a11y.choose_language")}
        data-language-select=""
        className="absolute inset-0 cursor-pointer opacity-0"
        value={locale}
        onChange={(event) => isLocale(event.target.value) && void changeLocale(event.target.value)}
      >
        {LOCALES.map((l) => (
          <option key={l} value={l} lang={l}>
            {LOCALE_NATIVE_NAMES[l]}
          </option>
        ))}
      </select>
    </div>
  );
}
