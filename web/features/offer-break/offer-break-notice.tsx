import { useLocation } from "@tanstack/react-router";
import { dayStart } from "#schema/cyprus-time";
import { endOfferBreakPath } from "#schema/offer-break";
import { ShieldCheckIcon } from "#web/components/icons";
import { Button } from "#web/components/ui/button";
import { formatDate } from "#web/i18n/format";
import { useT } from "#web/i18n/use-t";
import { useOfferBreakUntil } from "./offer-break";

/**
 * At the top of every page while the visitor is on a break from offers, where the offers would
 * have caught the eye: until when, and ending it early as one plain form button (no script needed),
 * which brings the visitor back to this page.
 */
export function OfferBreakNotice() {
  const { t, locale } = useT();
  const until = useOfferBreakUntil();
  const returnTo = useLocation({ select: (location) => location.href });
  if (!until) return null;
  return (
    <section
      data-offer-break=""
      aria-label={t("offer_break.title")}
      className="mb-6 flex flex-wrap items-center gap-3 rounded-xl border bg-muted/50 p-4"
    >
      <ShieldCheckIcon className="size-5 shrink-0 text-primary" aria-hidden="true" />
      <p className="flex-1 text-sm font-medium">
        {t("offer_break.notice", { date: formatDate(locale, dayStart(until)) })}
      </p>
      <form method="post" action={endOfferBreakPath(locale)}>
        <input type="hidden" name="returnTo" value={returnTo} />
        <Button type="submit" variant="outline" size="sm">
          {t("offer_break.end")}
        </Button>
      </form>
    </section>
  );
}
