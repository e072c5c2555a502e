import { Link, useLocation } from "@tanstack/react-router";
import { useLocaleParam } from "#web/i18n/use-locale-param";
import { useT } from "#web/i18n/use-t";
import { ChoiceForm } from "./choice-form";
import { useConsentCookie } from "./consent-change";

/**
 * The first layer of the cookie choice, while the visitor has not answered it: Accept and Reject
 * side by side, alike in look. Fixed above the mobile bottom bar (and at the bottom on wider
 * screens), so the page under it never moves; a labelled region, not a modal: the page stays usable.
 * In the server's HTML, so it is on screen with the first paint. It is a plain form, and needs no
 * code of its own: a submit is sent in place (consent-in-place.ts), on a document page by the shell's
 * script, which also takes the banner away once a choice is stored; in the app, the choice stored
 * (here, in the menu, in another tab) unmounts it.
 */
export function ConsentBanner() {
  const { t } = useT();
  const locale = useLocaleParam();
  const returnTo = useLocation({ select: (location) => location.href });
  const answered = useConsentCookie() !== undefined;
  if (answered) return null;
  return (
    <section
      data-consent-banner=""
      aria-labelledby="consent-title"
      aria-describedby="consent-text"
      className="fixed inset-x-0 bottom-[calc(4rem+env(safe-area-inset-bottom))] z-40 border-t bg-background px-4 py-3 shadow-lg lg:bottom-0"
    >
      <div className="mx-auto flex max-w-4xl flex-col gap-3 md:flex-row md:items-center">
        <div className="flex-1 text-sm">
          <h2 id="consent-title" className="font-semibold">
            {t("consent.title")}
          </h2>
          <p id="consent-text" className="text-muted-foreground">
            {t("consent.text")}{" "}
            <Link
              to="/{-$locale}/privacy"
              params={{ locale }}
              className="text-foreground underline underline-offset-2"
            >
              {t("consent.privacy_link")}
            </Link>
          </p>
        </div>
        <ChoiceForm returnTo={returnTo} buttonClassName="flex-1" />
      </div>
    </section>
  );
}
