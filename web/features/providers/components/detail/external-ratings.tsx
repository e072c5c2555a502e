import { useQuery } from "@tanstack/react-query";
import { ExternalLinkIcon } from "#web/components/icons";
import { Card, CardContent, CardHeader, CardTitle } from "#web/components/ui/card";
import { formatNumber } from "#web/i18n/format";
import { useT } from "#web/i18n/use-t";
import { externalRatingsQuery } from "#web/features/providers/detail-api";
import { ONE_DECIMAL } from "./provider-ratings";
import { Stars } from "./stars";
import { sourceName } from "#web/features/providers/rating-sources";

/** What other sites say, each on its own scale; hidden when there is nothing. */
export function ExternalRatings({ providerKey }: { providerKey: string }) {
  const { t, tp, locale } = useT();
  const { data } = useQuery(externalRatingsQuery(providerKey, locale));
  if (!data?.length) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("provider.external.title")}</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="divide-y text-sm">
          {data.map(({ id, source, rating, scale, reviewCount, url }) => {
            const name = sourceName(source, t("provider.external.other"));
            return (
              <li key={id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                {url ? (
                  <a
                    href={url}
                    target="_blank"
                    rel="noopener nofollow"
                    className="inline-flex items-center gap-1 font-medium underline-offset-4 hover:underline"
                  >
                    {name}
                    <ExternalLinkIcon className="size-3 rtl:-scale-x-100" aria-hidden="true" />
                    <span className="sr-only">({t("a11y.opens_new_tab")})</span>
                  </a>
                ) : (
                  <span className="font-medium">{name}</span>
                )}
                <span className="flex items-center gap-2">
                  <Stars rating={rating} scale={scale} />
                  <span>
                    {t("provider.ratings.value", {
                      rating: formatNumber(locale, rating, ONE_DECIMAL),
                      scale,
                    })}
                  </span>
                  {reviewCount > 0 && (
                    <span className="text-muted-foreground">
                      ({tp("provider.reviews_count", reviewCount)})
                    </span>
                  )}
                </span>
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}
