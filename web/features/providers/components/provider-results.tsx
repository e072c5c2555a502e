import { SearchIcon, SearchXIcon } from "#web/components/icons";
import { useEffect, useMemo, useRef, useState } from "react";
import type { ProviderCardData } from "#schema/api/providers";
import { hydrateWhenVisible } from "#web/components/deferred-block";
import { Button } from "#web/components/ui/button";
import { Input } from "#web/components/ui/input";
import { NativeSelect } from "#web/components/ui/native-select";
import { useT } from "#web/i18n/use-t";
import { filterAndSortProviders, PROVIDER_PAGE_SIZE } from "../filter-providers";
import { PROVIDER_SORTS, type ProviderSort } from "../provider-sorts";
import { PROVIDER_GRID_CLASS, ProviderCard, ProviderGridSkeleton } from "./provider-card";

/** Below the grid, so its code comes as it nears the screen (the loader preloads it for the server). */
const DeferredPager = hydrateWhenVisible(() => import("./providers-pager").then((m) => m.ProvidersPager));
export const preloadProvidersPager = () => DeferredPager.preload();

type Props = {
  providers: ProviderCardData[] | undefined;
  isPending: boolean;
  isError: boolean;
  query: string;
  sort: ProviderSort;
  /** From 1 (`?page=`); past the last page shows the last. */
  page: number;
  onQueryChange: (query: string) => void;
  onSortChange: (sort: ProviderSort) => void;
};

/**
 * Search box, sort selector, live result count and the card grid, PROVIDER_PAGE_SIZE cards a page:
 * the search and the count cover every provider, the page only renders its own cards.
 */
export function ProviderResults({
  providers,
  isPending,
  isError,
  query,
  sort,
  page: wanted,
  onQueryChange,
  onSortChange,
}: Props) {
  const { t, tp, locale } = useT();
  const [text, setText] = useState(query);
  const sent = useRef(query);

  // The box leads while typing; the URL only takes over when it changes on its own (back/forward).
  useEffect(() => {
    if (query !== sent.current) {
      sent.current = query;
      setText(query);
    }
  }, [query]);

  const results = useMemo(
    () => (providers ? filterAndSortProviders(providers, { query: text, sort, locale }) : []),
    [providers, text, sort, locale],
  );
  const pages = Math.max(1, Math.ceil(results.length / PROVIDER_PAGE_SIZE));
  const page = Math.min(wanted, pages);
  const shown = results.slice((page - 1) * PROVIDER_PAGE_SIZE, page * PROVIDER_PAGE_SIZE);

  return (
    <>
      {/* A plain GET form: without JavaScript, Apply asks the server for the address; with it, the
          list follows each change and Apply hides. */}
      <form
        method="get"
        role="search"
        className="flex flex-col gap-3 sm:flex-row sm:items-end"
        onSubmit={(event) => event.preventDefault()}
      >
        <div className="flex-1 space-y-1.5">
          <label htmlFor="provider-search" className="text-sm font-medium">
            {t("providers.search.label")}
          </label>
          <div className="relative">
            <SearchIcon
              className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
              aria-hidden="true"
            />
            <Input
              id="provider-search"
              type="search"
              name="q"
              className="ps-9"
              placeholder={t("providers.search.placeholder")}
              value={text}
              onChange={(event) => {
                setText(event.target.value);
                sent.current = event.target.value;
                onQueryChange(event.target.value);
              }}
            />
          </div>
        </div>
        <div className="space-y-1.5">
          <span id="provider-sort-label" className="block text-sm font-medium">
            {t("providers.sort.label")}
          </span>
          <NativeSelect
            aria-labelledby="provider-sort-label"
            name="sort"
            className="w-full sm:w-48"
            value={sort}
            onChange={(event) => onSortChange(event.target.value as ProviderSort)}
          >
            {PROVIDER_SORTS.map((option) => (
              <option key={option} value={option}>
                {t(`providers.sort.${option}`)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <Button type="submit" variant="outline" className="hydrated:hidden">
          {t("common.apply")}
        </Button>
      </form>

      {isPending ? (
        <ProviderGridSkeleton count={6} />
      ) : isError ? (
        <p role="alert" className="text-destructive">
          {t("common.load_error")}
        </p>
      ) : (
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
                  <ProviderCard provider={provider} />
                </li>
              ))}
            </ul>
          )}
          {pages > 1 && <DeferredPager page={page} pages={pages} />}
        </>
      )}
    </>
  );
}
