import { useQuery } from "@tanstack/react-query";
import { Card, CardContent, CardHeader, CardTitle } from "#web/components/ui/card";
import { formatNumber } from "#web/i18n/format";
import { useT } from "#web/i18n/use-t";
import { ratingsQuery } from "#web/features/providers/detail-api";
import { Stars } from "./stars";

export const ONE_DECIMAL = { minimumFractionDigits: 1, maximumFractionDigits: 1 };

/** The site's own rating (approved reviews only) and how many reviews gave each number of stars. */
export function RatingsCard({ providerKey }: { providerKey: string }) {
  const { t, tp, locale } = useT();
  const { data } = useQuery(ratingsQuery(providerKey, locale));
  if (!data) return null;
  const { overallRating, totalReviews, ratingBreakdown } = data;
  const rating = formatNumber(locale, overallRating, ONE_DECIMAL);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("provider.ratings.title")}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4 text-sm">
        {totalReviews === 0 ? (
          <p className="text-muted-foreground">{t("provider.ratings.none")}</p>
        ) : (
          <>
            <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <span className="text-4xl font-bold">{rating}</span>
              <Stars rating={overallRating} className="h-5 w-25" />
              <span className="sr-only">{t("provider.ratings.value", { rating, scale: 5 })}</span>
              <span className="text-muted-foreground">{tp("provider.reviews_count", totalReviews)}</span>
            </p>
            <dl aria-label={t("provider.ratings.breakdown")} className="space-y-1">
              {([5, 4, 3, 2, 1] as const).map((stars) => {
                const share = Math.round((ratingBreakdown[stars] / totalReviews) * 100);
                return (
                  <div key={stars} className="grid grid-cols-[4.5rem_1fr_3rem] items-center gap-2">
                    <dt>{tp("provider.ratings.stars", stars, { count: stars })}</dt>
                    <dd className="h-2 overflow-hidden rounded-full bg-muted" aria-hidden="true">
                      <div className="h-full rounded-full bg-amber-500" style={{ width: `${share}%` }} />
                    </dd>
                    <dd className="text-end tabular-nums">
                      {formatNumber(locale, share / 100, { style: "percent" })}
                    </dd>
                  </div>
                );
              })}
            </dl>
          </>
        )}
      </CardContent>
    </Card>
  );
}
