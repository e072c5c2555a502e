import { GlobeIcon } from "lucide-react";
import { isLocale, LOCALE_NATIVE_NAMES, LOCALES, textDirection } from "#schema/locales";
import { Button } from "#web/components/ui/button";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "#web/components/ui/select";
import { useChangeLocale } from "#web/i18n/use-change-locale";
import { useT } from "#web/i18n/use-t";

/** Header drop-down: each language in its own script, so a reader finds theirs in any UI language. */
export function LanguageSelect() {
  const { locale, t } = useT();
  const changeLocale = useChangeLocale();
  return (
    <Select
      value={locale}
      dir={textDirection(locale)}
      onValueChange={(next) => isLocale(next) && void changeLocale(next)}
    >
      <SelectTrigger
        aria-label={t("a11y.choose_language")}
        className="w-auto gap-1.5 border-none px-2 shadow-none"
      >
        <GlobeIcon aria-hidden="true" />
        {/* Phones get the short code so the header keeps room for the product name. */}
        <SelectValue>
          <span className="sm:hidden">{locale.toUpperCase()}</span>
          <span className="hidden sm:inline">{LOCALE_NATIVE_NAMES[locale]}</span>
        </SelectValue>
      </SelectTrigger>
      <SelectContent align="end">
        {LOCALES.map((l) => (
          <SelectItem key={l} value={l} lang={l}>
            {LOCALE_NATIVE_NAMES[l]}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

/** Menu page: one button per language, the current one pressed. */
export function LanguageButtons() {
  const { locale } = useT();
  const changeLocale = useChangeLocale();
  return (
    <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
      {LOCALES.map((l) => (
        <Button
          key={l}
          lang={l}
          variant={l === locale ? "default" : "outline"}
          aria-pressed={l === locale}
          onClick={() => void changeLocale(l)}
        >
          {LOCALE_NATIVE_NAMES[l]}
        </Button>
      ))}
    </div>
  );
}
