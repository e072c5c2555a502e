import { SearchXIcon } from "#web/components/icons";
import type { Locale } from "#schema/locales";
import type { ProviderCardData } from "#schema/api/providers";
import { PagerView, plainPagerLink } from "#web/components/pager-view";
import { useT } from "#web/i18n/use-t";
import { filterAndSortProviders, PROVIDER_PAGE_SIZE } from "../filter-providers";
import { DEFAULT_PROVIDER_SORT, type ProviderSort } from "../provider-sorts";
import { PROVIDER_GRID_CLASS, ProviderCard } from "./provider-card";

/**
 * The providers page's address for a search, a sort and a page, under the address's language prefix:
 * the default sort, a blank search and the first page stay out of it.
 */
export function providersAddress(
  linkLocale: Locale | undefined,
  { query, sort, page = 1 }: { query: string; sort: ProviderSort; page?: number },
) {
  const search = new URLSearchParams();
  if (query) search.set("q", query);
  if (sort !== DEFAULT_PROVIDER_SORT) search.set("sort", sort);
  if (page > 1) search.set("page", String(page));
  return `${linkLocale ? `/${linkLocale}` : ""}/providers${search.size ? `?${search}` : ""}`;
}

/**
 * The live result count and one page of the matching providers' cards (PROVIDER_PAGE_SIZE a page,
 * past the last page the last), with links to the other pages: the search and the count cover
 * every provider, the page only renders its own cards.
 */
export function ProviderList({
  providers,
  query,
  sort,
  page: wanted,
  linkLocale,
}: {
  providers: ProviderCardData[];
  query: string;
  sort: ProviderSort;
  /** From 1 (`?page=`). */
  page: number;
  /** The address's language prefix, which the cards' links keep. */
  linkLocale: Locale | undefined;
}) {
  const { t, tp, locale } = useT();
  const results = filterAndSortProviders(providers, { query, sort, locale });
  const pages = Math.max(1, Math.ceil(results.length / PROVIDER_PAGE_SIZE));
  const page = Math.min(wanted, pages);
  const shown = results.slice((page - 1) * PROVIDER_PAGE_SIZE, page * PROVIDER_PAGE_SIZE);
  return (
    <>
      <p role="status" className="text-sm text-muted-foreground">
        {tp("providers.count", results.length)}
      </p>
      {results.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed py-16 text-center">
          <SearchXIcon className="size-10 text-muted-foreground" aria-hidden="true" />
          <p className="font-medium">{t("providers.no_results")}</p>
        </div>
      ) : (
        <ul className={PROVIDER_GRID_CLASS}>
          {shown.map((provider) => (
            <li key={provider.id}>
              <ProviderCard provider={provider} linkLocale={linkLocale} />
            </li>
          ))}
        </ul>
      )}
      {pages > 1 && (
        <PagerView
          label={t("providers.pages")}
          status={t("providers.page_of", { page, pages })}
          page={page}
          hasNext={page < pages}
          link={plainPagerLink((target) => providersAddress(linkLocale, { query, sort, page: target }))}
        />
      )}
    </>
  );
}
