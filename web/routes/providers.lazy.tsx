import { useQuery } from "@tanstack/react-query";
import { createLazyRoute } from "@tanstack/react-router";
import { providerCardsQuery } from "#web/features/providers/api";
import { ProviderList } from "#web/features/providers/components/provider-list";
import { DEFAULT_PROVIDER_SORT } from "#web/features/providers/provider-sorts";
import { Island } from "#web/islands/island";
import { useLocaleParam } from "#web/i18n/use-locale-param";
import { useT } from "#web/i18n/use-t";
import { BannerSlot } from "#web/features/banners/banner-slot";

export const providersLazyRoute = createLazyRoute("/app/{-$locale}/providers")({
  component: ProvidersPage,
});

const RESULTS_ID = "provider-results";

/**
 * The search form is an island (search as you type); the results the address asks for are the
 * server's HTML, cards and page links plain links.
 */
function ProvidersPage() {
  const { t, locale } = useT();
  const linkLocale = useLocaleParam();
  const { q = "", sort = DEFAULT_PROVIDER_SORT, page = 1 } = providersLazyRoute.useSearch();
  const { data } = useQuery(providerCardsQuery(locale));
  return (
    <div className="space-y-6">
      <BannerSlot page="providers" placement="hero" />
      <header className="space-y-2">
        <h1 className="text-3xl font-bold tracking-tight">{t("providers.title")}</h1>
        <p className="text-muted-foreground">{t("providers.subtitle")}</p>
      </header>
      <Island
        name="provider-search"
        trigger="interaction"
        props={{ query: q, sort, linkLocale, resultsId: RESULTS_ID }}
        // What the results drawn as the visitor types may say.
        laterStrings={["providers.", "provider.reviews.", "a11y.", "common.load_error"]}
      />
      <div id={RESULTS_ID} className="space-y-6">
        {data ? (
          <ProviderList providers={data} query={q} sort={sort} page={page} linkLocale={linkLocale} />
        ) : (
          <p role="alert" className="text-destructive">
            {t("common.load_error")}
          </p>
        )}
      </div>
      <BannerSlot page="providers" placement="sticky_footer" />
    </div>
  );
}
