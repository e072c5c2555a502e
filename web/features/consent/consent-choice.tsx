import { Link } from "@tanstack/react-router";
import { Button } from "#web/components/ui/button";
import { useLocaleParam } from "#web/i18n/use-locale-param";
import { useT } from "#web/i18n/use-t";
import { storeConsent, useConsent } from "./consent-cookie";

/**
 * The first layer of the cookie choice: Accept and Reject side by side, alike in look. Fixed above
 * the mobile bottom bar (and at the bottom on wider screens), so the page under it never moves; a
 * labelled region, not a modal: the page stays usable.
 */
export default function ConsentBanner() {
  const { t } = useT();
  const locale = useLocaleParam();
  if (useConsent()) return null;
  return (
    <section
      aria-labelledby="consent-title"
      aria-describedby="consent-text"
      className="fixed inset-x-0 bottom-[calc(4rem+env(safe-area-inset-bottom))] z-40 border-t bg-background px-4 py-3 shadow-lg md:bottom-0"
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
        <div className="flex gap-2">
          <Button variant="outline" className="flex-1" onClick={() => storeConsent("rejected")}>
            {t("consent.reject")}
          </Button>
          <Button variant="outline" className="flex-1" onClick={() => storeConsent("accepted")}>
            {t("consent.accept")}
          </Button>
        </div>
      </div>
    </section>
  );
}

/** The menu's cookie control: the choice in force and both answers, the current one pressed. */
export function CookieSettings() {
  const { t } = useT();
  const consent = useConsent();
  return (
    <div className="space-y-3">
      <p role="status" className="text-sm">
        {t(`menu.cookies.status.${consent ?? "unset"}`)}
      </p>
      <div className="flex gap-2">
        <Button
          variant="outline"
          aria-pressed={consent === "rejected"}
          onClick={() => storeConsent("rejected")}
        >
          {t("consent.reject")}
        </Button>
        <Button
          variant="outline"
          aria-pressed={consent === "accepted"}
          onClick={() => storeConsent("accepted")}
        >
          {t("consent.accept")}
        </Button>
      </div>
    </div>
  );
}
