import { GlobeIcon } from "#web/components/icons";
import { isLocale, LOCALE_NATIVE_NAMES } from "#schema/locales";
import { LocaleOptions } from "#web/components/locale-options";
import { useChangeLocale } from "#web/i18n/use-change-locale";
import { useT } from "#web/i18n/use-t";

/**
 * Header drop-down of the languages. The browser's own select lies invisibly over the label, which
 * shows the short code on phones.
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
        <LocaleOptions />
      </select>
    </div>
  );
}
