import { BadgeCheckIcon, ExternalLinkIcon, GiftIcon, RadioIcon, TvIcon } from "#web/components/icons";
import type { ProviderCardData } from "#schema/api/providers";
import { Badge } from "#web/components/ui/badge";
import { Button } from "#web/components/ui/button";
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from "#web/components/ui/card";
import { LoadingRegion, Skeleton } from "#web/components/ui/skeleton";
import type { Locale } from "#schema/locales";
import { useT } from "#web/i18n/use-t";
import { CLICK_OUT_REL, clickOutHref } from "#web/lib/click-out";
import { isLicensed } from "../licence";
import { ProviderLogo } from "./provider-logo";
import { ScoreBadge } from "./score/score-badge";
import { SponsoredBadge } from "./sponsored-badge";

/** A provider's own page, under the address's language prefix (none on an unprefixed page). */
const providerPagePath = (provider: ProviderCardData, linkLocale: Locale | undefined) =>
  `${linkLocale ? `/${linkLocale}` : ""}/providers/${encodeURIComponent(provider.slug ?? provider.id)}`;

/**
 * A provider in the list. Its links are plain ones (it is drawn on a document page and by the
 * providers page's search island, neither of which has a router).
 */
export function ProviderCard({
  provider,
  linkLocale,
}: {
  provider: ProviderCardData;
  /** The address's language prefix, which its links keep. */
  linkLocale: Locale | undefined;
}) {
  const { t, locale: pageLocale } = useT();
  return (
    <Card className="h-full">
      <CardHeader row>
        <ProviderLogo brand={provider.brand} logoUrl={provider.logoUrl} />
        <div className="min-w-0 space-y-1">
          <CardTitle className="truncate">{provider.brand}</CardTitle>
          <div className="flex flex-wrap gap-1">
            {isLicensed(provider) && (
              <Badge variant="success">
                <BadgeCheckIcon aria-hidden="true" />
                {t("providers.badge.licensed")}
              </Badge>
            )}
            <SponsoredBadge sponsored={provider.sponsored} />
          </div>
        </div>
      </CardHeader>
      <CardContent className="space-y-3 text-sm">
        <ScoreBadge score={provider.score} linkLocale={linkLocale} />
        {provider.bonusHeadline && (
          <p className="flex items-start gap-2 font-medium">
            <GiftIcon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
            <span>{provider.bonusHeadline}</span>
          </p>
        )}
        <p className="text-muted-foreground">
          {t("providers.license_id")}: <span className="font-mono text-foreground">{provider.licenseId}</span>
        </p>
        {(provider.liveBetting || provider.liveStreaming) && (
          <div className="flex flex-wrap gap-2">
            {provider.liveBetting && (
              <Badge variant="secondary">
                <RadioIcon aria-hidden="true" />
                {t("providers.badge.live_betting")}
              </Badge>
            )}
            {provider.liveStreaming && (
              <Badge variant="secondary">
                <TvIcon aria-hidden="true" />
                {t("providers.badge.live_streaming")}
              </Badge>
            )}
          </div>
        )}
      </CardContent>
      <CardFooter className="flex-wrap">
        <Button variant="outline" size="sm" asChild>
          <a
            href={providerPagePath(provider, linkLocale)}
            aria-label={t("providers.details_for", { brand: provider.brand })}
          >
            {t("providers.details")}
          </a>
        </Button>
        {provider.affiliateUrl && (
          <Button size="sm" asChild>
            <a
              href={clickOutHref({ providerId: provider.id }, "provider_card", pageLocale)}
              target="_blank"
              rel={CLICK_OUT_REL}
            >
              {t("providers.visit")}
              <ExternalLinkIcon className="rtl:-scale-x-100" aria-hidden="true" />
              <span className="sr-only">({t("a11y.opens_new_tab")})</span>
            </a>
          </Button>
        )}
      </CardFooter>
    </Card>
  );
}

function ProviderCardSkeleton() {
  return (
    <Card className="h-full">
      <CardHeader row>
        <Skeleton className="h-12 w-24" />
        <div className="flex-1 space-y-2">
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="h-4 w-1/3" />
        </div>
      </CardHeader>
      <CardContent className="space-y-3">
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-1/2" />
        <div className="flex gap-2">
          <Skeleton className="h-5 w-20" />
          <Skeleton className="h-5 w-24" />
        </div>
      </CardContent>
      <CardFooter>
        <Skeleton className="h-8 w-24" />
        <Skeleton className="h-8 w-24" />
      </CardFooter>
    </Card>
  );
}

export const PROVIDER_GRID_CLASS = "grid gap-4 sm:grid-cols-2 xl:grid-cols-3";

/** Six placeholder cards while the list loads. */
export function ProviderGridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <LoadingRegion className={PROVIDER_GRID_CLASS}>
      {Array.from({ length: count }, (_, index) => (
        <ProviderCardSkeleton key={index} />
      ))}
    </LoadingRegion>
  );
}
