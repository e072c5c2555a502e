import { Link, useLocation } from "@tanstack/react-router";
import { isConsentChoice, type ConsentChoice } from "#schema/consent";
import { Button } from "#web/components/ui/button";
import { useLocaleParam } from "#web/i18n/use-locale-param";
import { useT } from "#web/i18n/use-t";

const CHOICES = [
  ["rejected", "consent.reject"],
  ["accepted", "consent.accept"],
] as const;

/**
 * Reject and Accept as the buttons of a plain form: without JavaScript it posts the choice, and the
 * server stores it and sends the browser back to this page; once the page's code runs, whether or
 * not this block's has come, the post is sent in place, without a reload (consent-in-place.ts).
 * `current`, where given, marks the choice in force as pressed.
 */
function ChoiceForm({
  buttonClassName,
  current,
}: {
  buttonClassName?: string;
  current?: ConsentChoice | "unset";
}) {
  const { t } = useT();
  const returnTo = useLocation({ select: (location) => location.href });
  return (
    <form method="post" action="/api/consent" className="flex gap-2">
      <input type="hidden" name="returnTo" value={returnTo} />
      {CHOICES.map(([choice, label]) => (
        <Button
          key={choice}
          type="submit"
          name="choice"
          value={choice}
          variant="outline"
          className={buttonClassName}
          aria-pressed={current && current === choice}
        >
          {t(label)}
        </Button>
      ))}
    </form>
  );
}

/**
 * The first layer of the cookie choice: Accept and Reject side by side, alike in look. Fixed above
 * the mobile bottom bar (and at the bottom on wider screens), so the page under it never moves; a
 * labelled region, not a modal: the page stays usable.
 */
export default function ConsentBanner() {
  const { t } = useT();
  const locale = useLocaleParam();
  return (
    <section
      data-consent-banner=""
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
        <ChoiceForm buttonClassName="flex-1" />
      </div>
    </section>
  );
}

/**
 * The menu's cookie control: the choice in force and both answers, the current one pressed.
 * `consent` is the cookie's value (a value that is not ours is no choice).
 */
export function CookieSettings({ consent: cookie }: { consent: string | undefined }) {
  const { t } = useT();
  const consent = isConsentChoice(cookie) ? cookie : undefined;
  return (
    <div className="space-y-3">
      <p role="status" className="text-sm">
        {t(`menu.cookies.status.${consent ?? "unset"}`)}
      </p>
      <ChoiceForm current={consent ?? "unset"} />
    </div>
  );
}
