import { LOCALE_NATIVE_NAMES, LOCALES } from "#schema/locales";
import { pathForLocale } from "#schema/locale-detection";
import { Button } from "#web/components/ui/button";
import { useT } from "#web/i18n/use-t";

/**
 * Menu page: one link per language, to this page under that language's prefix, the current one
 * marked. Without JavaScript the link is the switch; with it, the page's script (web/islands/shell.ts)
 * also stores the choice, as the header's select does, and keeps an unprefixed page unprefixed.
 * `pathname` and `search` are the page's address.
 */
export function LanguageButtons({ pathname, search }: { pathname: string; search: string }) {
  const { locale } = useT();
  return (
    <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
      {LOCALES.map((l) => (
        <Button key={l} asChild variant={l === locale ? "default" : "outline"}>
          <a
            href={`${pathForLocale(pathname, l)}${search}`}
            hrefLang={l}
            lang={l}
            data-language-link=""
            aria-current={l === locale ? "true" : undefined}
          >
            {LOCALE_NATIVE_NAMES[l]}
          </a>
        </Button>
      ))}
    </div>
  );
}
