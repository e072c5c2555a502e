import { LOCALE_NATIVE_NAMES, LOCALES } from "#schema/locales";
import { Button } from "#web/components/ui/button";
import { useChangeLocale } from "#web/i18n/use-change-locale";
import { useT } from "#web/i18n/use-t";

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
