import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { BadgeCheckIcon } from "#web/components/icons";
import { Badge } from "#web/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "#web/components/ui/card";
import { LoadingRegion, Skeleton } from "#web/components/ui/skeleton";
import { useLocaleParam } from "#web/i18n/use-locale-param";
import { useT } from "#web/i18n/use-t";
import { SectionHeading, ViewAllLink } from "#web/components/section-heading";
import { FEATURED_PROVIDER_COUNT, featuredProvidersQuery } from "../featured";
import { isLicensed } from "../licence";
import { ProviderLogo } from "./provider-logo";
import { SponsoredBadge } from "./sponsored-badge";

const GRID = "grid gap-4 sm:grid-cols-2 lg:grid-cols-4";

export function FeaturedProviders() {
  const { t, locale } = useT();
  const localeParam = useLocaleParam();
  const { data, isPending, isError } = useQuery(featuredProvidersQuery(locale));
  return (
    <section aria-labelledby="featured-providers" className="space-y-4">
      <SectionHeading id="featured-providers" title={t("home.featured.title")}>
        <ViewAllLink to={"/{-$locale}/providers"} />
      </SectionHeading>
      {isPending ? (
        <LoadingRegion className={GRID}>
          {Array.from({ length: FEATURED_PROVIDER_COUNT }, (_, index) => (
            <Card key={index}>
              <CardHeader className="items-center">
                <Skeleton className="h-12 w-24" />
                <Skeleton className="h-5 w-2/3" />
              </CardHeader>
              <CardContent>
                <Skeleton className="h-4 w-full" />
              </CardContent>
            </Card>
          ))}
        </LoadingRegion>
      ) : isError ? (
        <p className="text-muted-foreground">{t("common.load_error")}</p>
      ) : (
        <ul className={GRID}>
          {data.map((provider) => (
            <li key={provider.id}>
              <Link
                to="/{-$locale}/providers/$providerId"
                params={{ locale: localeParam, providerId: provider.slug ?? provider.id }}
                className="group block h-full rounded-xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
              >
                <Card className="h-full transition-colors group-hover:border-primary">
                  <CardHeader className="items-center text-center">
                    <ProviderLogo brand={provider.brand} logoUrl={provider.logoUrl} />
                    <CardTitle level={3} className="mt-2">
                      {provider.brand}
                    </CardTitle>
                    {isLicensed(provider) && (
                      <Badge variant="success" className="mx-auto">
                        <BadgeCheckIcon aria-hidden="true" />
                        {t("providers.badge.licensed")}
                      </Badge>
                    )}
                    <SponsoredBadge sponsored={provider.sponsored} className="mx-auto" />
                  </CardHeader>
                  {provider.bonusHeadline && (
                    <CardContent className="text-center text-sm text-muted-foreground">
                      {provider.bonusHeadline}
                    </CardContent>
                  )}
                </Card>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
