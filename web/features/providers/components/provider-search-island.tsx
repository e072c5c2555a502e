import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
import type { Locale } from "#schema/locales";
import { SearchIcon } from "#web/components/icons";
import { Button } from "#web/components/ui/button";
import { Input } from "#web/components/ui/input";
import { NativeSelect } from "#web/components/ui/native-select";
import { useT } from "#web/i18n/use-t";
import { providerCardsQuery } from "../api";
import { PROVIDER_SORTS, type ProviderSort } from "../provider-sorts";
import { ProviderGridSkeleton } from "./provider-card";
import { ProviderList, providersAddress } from "./provider-list";

type Props = {
  /** The search and sort the page was rendered for. */
  query: string;
  sort: ProviderSort;
  /** The address's language prefix, which the cards' links keep. */
  linkLocale?: Locale;
  /** The element holding the server's results, which the typed search's results replace. */
  resultsId: string;
};

/**
 * The providers page's search box and sort selector: a plain GET form (Apply asks the server for
 * the address, with or without this code). Once its code runs, the list follows the search as it
 * is typed, in place of the server's (the address is replaced, not stacked: no history entry per
 * keystroke; every provider's card is read once, as the form is reached for), and a new sort loads its
 * address at once, a step back can undo. What the visitor typed or chose before the code came
 * counts as soon as it has.
 */
export default function ProviderSearch({ query, sort, linkLocale, resultsId }: Props) {
  const { t, locale } = useT();
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const select = useRef<HTMLSelectElement>(null);
  /** The search typed here; null while the server's results for `query` stand. */
  const [typed, setTyped] = useState<string | null>(null);

  const search = (text: string) => {
    setTyped(text);
    history.replaceState(history.state, "", providersAddress(linkLocale, { query: text, sort }));
  };

  useEffect(() => {
    // Reached for (the code comes at the first pointer, focus or key on the form): the cards the
    // search needs are on their way before the first keystroke.
    void queryClient.prefetchQuery(providerCardsQuery(locale));
    if (select.current && select.current.value !== sort) select.current.form?.requestSubmit();
    else if (input.current && input.current.value !== query) search(input.current.value);
    // Once, for what happened before the code came.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <>
      <form
        method="get"
        role="search"
        className="flex flex-col gap-3 sm:flex-row sm:items-end"
        // The list already follows the box: Enter has nothing to ask the server.
        onSubmit={(event) => {
          if (select.current?.value === sort) event.preventDefault();
        }}
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
              ref={input}
              id="provider-search"
              type="search"
              name="q"
              className="ps-9"
              placeholder={t("providers.search.placeholder")}
              defaultValue={query}
              onChange={(event) => search(event.target.value)}
            />
          </div>
        </div>
        <div className="space-y-1.5">
          <span id="provider-sort-label" className="block text-sm font-medium">
            {t("providers.sort.label")}
          </span>
          <NativeSelect
            ref={select}
            aria-labelledby="provider-sort-label"
            name="sort"
            className="w-full sm:w-48"
            defaultValue={sort}
            // A choice the browser put back on a step back would otherwise be sent again once the code runs.
            autoComplete="off"
            onChange={(event) => event.target.form?.requestSubmit()}
          >
            {PROVIDER_SORTS.map((option) => (
              <option key={option} value={option}>
                {t(`providers.sort.${option}`)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <Button type="submit" variant="outline" className="scripting:hidden">
          {t("common.apply")}
        </Button>
      </form>
      {typed !== null && (
        <TypedResults query={typed} sort={sort} linkLocale={linkLocale} resultsId={resultsId} />
      )}
    </>
  );
}

/**
 * The results of a typed search, drawn where the server's were (which are static HTML no React
 * root owns, so they are simply removed): a placeholder grid while every provider's card loads.
 */
function TypedResults({ query, sort, linkLocale, resultsId }: Props) {
  const { t, locale } = useT();
  const { data, isError } = useQuery(providerCardsQuery(locale));
  // Rendered only in the browser, after a keystroke: the server's results go as the typed ones come.
  const [region] = useState(() => {
    const element = document.getElementById(resultsId);
    element?.replaceChildren();
    return element;
  });
  if (!region) return null;
  return createPortal(
    isError ? (
      <p role="alert" className="text-destructive">
        {t("common.load_error")}
      </p>
    ) : data ? (
      <ProviderList providers={data} query={query} sort={sort} page={1} linkLocale={linkLocale} />
    ) : (
      <ProviderGridSkeleton count={6} />
    ),
    region,
  );
}
