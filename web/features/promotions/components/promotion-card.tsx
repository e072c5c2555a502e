import { ExternalLinkIcon, GiftIcon } from "#web/components/icons";
import type { PublicPromotion } from "#schema/api/promotions";
import { Badge } from "#web/components/ui/badge";
import { Button } from "#web/components/ui/button";
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from "#web/components/ui/card";
import { Skeleton } from "#web/components/ui/skeleton";
import { formatDate, formatEuro, formatNumber } from "#web/i18n/format";
import { useT } from "#web/i18n/use-t";
import { CLICK_OUT_REL, clickOutHref } from "#web/lib/click-out";
import { BONUS_TYPE_LABEL_KEYS } from "../api";
import { SponsoredBadge } from "#web/features/providers/components/sponsored-badge";
import { TermsHistoryList } from "./terms-history-list";

/**
 * `headingLevel` follows the page's outline: 3 inside the home page's section, 2 on the bonus page.
 * `withHistory`: the card opens the history of its terms (the bonus page's cards).
 */
export function PromotionCard({
  promotion,
  headingLevel = 3,
  withHistory = false,
}: {
  promotion: PublicPromotion;
  headingLevel?: 2 | 3;
  withHistory?: boolean;
}) {
  const { t, locale } = useT();
  const claimLabel = promotion.ctaText || t("promotions.claim");
  return (
    <Card className="h-full">
      <CardHeader>
        <div className="flex flex-wrap items-center gap-2">
          <Badge>
            <GiftIcon aria-hidden="true" />
            {t(BONUS_TYPE_LABEL_KEYS[promotion.bonusType])}
          </Badge>
          {promotion.providerBrand && (
            <span className="text-xs font-medium text-muted-foreground">{promotion.providerBrand}</span>
          )}
          <SponsoredBadge sponsored={promotion.providerSponsored} />
        </div>
        <CardTitle level={headingLevel}>{promotion.title}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-2 text-sm text-muted-foreground">
        {promotion.body && <p>{promotion.body}</p>}
        {promotion.endAt && (
          <p className="font-medium text-foreground">
            {t("bonus.valid_until", { date: formatDate(locale, promotion.endAt) })}
          </p>
        )}
        <PromotionTerms promotion={promotion} />
        {withHistory && promotion.termsHistory.length > 0 && (
          // <details>: opens without JavaScript, so it works on the document page as it is.
          <details className="text-xs">
            <summary className="cursor-pointer font-medium text-foreground underline">
              {t("bonus.terms_history.title")}
            </summary>
            <div className="mt-2">
              <TermsHistoryList history={promotion.termsHistory} />
            </div>
          </details>
        )}
      </CardContent>
      <CardFooter>
        {promotion.ctaUrl ? (
          <Button asChild className="w-full">
            <a
              href={clickOutHref({ promotionId: promotion.id }, "promotion_card", locale)}
              target="_blank"
              rel={CLICK_OUT_REL}
            >
              {claimLabel}
              <ExternalLinkIcon className="rtl:-scale-x-100" aria-hidden="true" />
              <span className="sr-only">({t("a11y.opens_new_tab")})</span>
            </a>
          </Button>
        ) : (
          <Button disabled className="w-full">
            {claimLabel}
          </Button>
        )}
      </CardFooter>
    </Card>
  );
}

/**
 * The operator's key terms, each only when it is known: wagering, minimum odds and maximum cash-out
 * as a definition list, then the link to the full terms and when they were last checked, and for a
 * while after they changed, when that was.
 */
function PromotionTerms({ promotion: p }: { promotion: PublicPromotion }) {
  const { t, locale } = useT();
  const term = (value: number | null, label: string, format: (value: number) => string) =>
    value !== null && (
      <div className="flex gap-1">
        <dt>{label}</dt>
        <dd className="font-medium text-foreground">{format(value)}</dd>
      </div>
    );
  return (
    <>
      {(p.wageringMultiplier ?? p.minOdds ?? p.maxCashout) !== null && (
        <dl className="flex flex-wrap gap-x-3 text-xs">
          {term(p.wageringMultiplier, t("bonus.wagering"), (value) => `${formatNumber(locale, value)}×`)}
          {term(p.minOdds, t("bonus.min_odds"), (value) =>
            formatNumber(locale, value, { minimumFractionDigits: 2 }),
          )}
          {term(p.maxCashout, t("bonus.max_cashout"), (value) => formatEuro(locale, value))}
        </dl>
      )}
      {(p.termsUrl || p.termsVerifiedAt) && (
        <p className="flex flex-wrap gap-x-3 text-xs">
          {p.termsUrl && (
            <a
              href={p.termsUrl}
              target="_blank"
              rel="noopener nofollow"
              className="font-medium text-foreground underline"
            >
              {t("bonus.full_terms")}
              <span className="sr-only">({t("a11y.opens_new_tab")})</span>
            </a>
          )}
          {p.termsVerifiedAt && t("bonus.terms_checked", { date: formatDate(locale, p.termsVerifiedAt) })}
        </p>
      )}
      {p.termsRecentlyChanged && p.termsChangedAt && (
        <p className="text-xs font-medium text-foreground">
          {t("bonus.terms_changed", { date: formatDate(locale, p.termsChangedAt) })}
        </p>
      )}
    </>
  );
}

export function PromotionCardSkeleton() {
  return (
    <Card className="h-full">
      <CardHeader>
        <Skeleton className="h-5 w-24" />
        <Skeleton className="h-6 w-3/4" />
      </CardHeader>
      <CardContent className="space-y-2">
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-5/6" />
      </CardContent>
      <CardFooter>
        <Skeleton className="h-9 w-full" />
      </CardFooter>
    </Card>
  );
}
