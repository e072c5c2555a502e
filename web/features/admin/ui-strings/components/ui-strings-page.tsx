import { useQuery } from "@tanstack/react-query";
import { useDeferredValue, useMemo, useState } from "react";
import type { UiStringRow } from "#schema/api/ui-strings";
import { LOCALE_NATIVE_NAMES, LOCALES } from "#schema/locales";
import { SearchIcon } from "#web/components/icons";
import { DownloadIcon } from "#web/components/icons";
import { Button } from "#web/components/ui/button";
import { Input } from "#web/components/ui/input";
import { ScrollRegion } from "#web/components/ui/scroll-region";
import { Skeleton } from "#web/components/ui/skeleton";
import { QueryView } from "#web/features/admin/components/query-view";
import { formatNumber } from "#web/i18n/format";
import { useT } from "#web/i18n/use-t";
import { uiStringsTableQuery } from "../api";
import { downloadCsv } from "#web/features/admin/csv";
import { uiStringsCsv } from "../csv";
import { filterUiStrings, missingCounts } from "../filter-strings";
import type { UiStringsSearch } from "../ui-strings-search";
import { UiStringCell } from "./ui-string-cell";

/** Rows drawn at first and added per 'Show more': a few hundred keys times six cells stay quick. */
const ROWS_PER_STEP = 100;

/**
 * UI Strings: every key with its six texts, searchable by key or text, missing
 * texts highlighted and counted per language, each cell editable in place, and a CSV export.
 */
export function UiStringsPage({
  search,
  onSearchChange,
}: {
  search: UiStringsSearch;
  onSearchChange: (search: UiStringsSearch) => void;
}) {
  const { t } = useT();
  const query = useQuery(uiStringsTableQuery());
  const { data } = query;
  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="space-y-2">
          <h1 className="text-3xl font-bold tracking-tight">{t("admin.ui_strings.title")}</h1>
          <p className="text-muted-foreground">{t("admin.ui_strings.description")}</p>
        </div>
        <Button
          variant="outline"
          disabled={!data}
          onClick={() => data && downloadCsv("ui-strings.csv", uiStringsCsv(data))}
        >
          <DownloadIcon aria-hidden="true" />
          {t("admin.action.export_csv")}
        </Button>
      </header>
      <QueryView
        query={query}
        failed={t("admin.ui_strings.fetch_failed")}
        loadingClassName="space-y-2"
        loading={
          <>
            {Array.from({ length: 8 }, (_, index) => (
              <Skeleton key={index} className="h-9" />
            ))}
          </>
        }
      >
        {(data) => <UiStringsTable rows={data} search={search} onSearchChange={onSearchChange} />}
      </QueryView>
    </div>
  );
}

function UiStringsTable({
  rows,
  search,
  onSearchChange,
}: {
  rows: UiStringRow[];
  search: UiStringsSearch;
  onSearchChange: (search: UiStringsSearch) => void;
}) {
  const { t, locale } = useT();
  // The box answers every key press; the filtering of hundreds of rows follows when React has time.
  const [query, setQuery] = useState(search.q ?? "");
  const deferredQuery = useDeferredValue(query);
  const missingOnly = search.missing === true;
  const [limit, setLimit] = useState(ROWS_PER_STEP);
  const counts = useMemo(() => missingCounts(rows), [rows]);
  const shown = useMemo(
    () => filterUiStrings(rows, deferredQuery, missingOnly),
    [rows, deferredQuery, missingOnly],
  );
  const visible = shown.slice(0, limit);

  const changeQuery = (value: string) => {
    setQuery(value);
    setLimit(ROWS_PER_STEP);
    onSearchChange({ ...search, q: value || undefined });
  };

  return (
    <div className="space-y-4">
      <section aria-labelledby="ui-strings-missing" className="space-y-2">
        <h2 id="ui-strings-missing" className="text-sm font-medium">
          {t("admin.ui_strings.missing_heading")}
        </h2>
        <ul className="flex flex-wrap gap-2">
          {LOCALES.map((code) => (
            <li
              key={code}
              data-locale={code}
              className={
                counts[code] > 0
                  ? "rounded-md bg-destructive/10 px-2 py-1 text-sm text-destructive"
                  : "rounded-md bg-muted px-2 py-1 text-sm"
              }
            >
              {t("admin.ui_strings.missing_count", {
                language: LOCALE_NATIVE_NAMES[code],
                count: formatNumber(locale, counts[code]),
              })}
            </li>
          ))}
        </ul>
      </section>
      <div className="flex flex-wrap items-center gap-4">
        <div className="relative w-full max-w-sm">
          <SearchIcon
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 start-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            type="search"
            value={query}
            onChange={(event) => changeQuery(event.target.value)}
            aria-label={t("admin.ui_strings.search")}
            placeholder={t("admin.ui_strings.search")}
            className="ps-9"
          />
        </div>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="size-4 accent-primary"
            checked={missingOnly}
            onChange={(event) => {
              setLimit(ROWS_PER_STEP);
              onSearchChange({ ...search, missing: event.target.checked || undefined });
            }}
          />
          {t("admin.ui_strings.missing_only")}
        </label>
        <p className="text-sm text-muted-foreground" role="status">
          {t("admin.ui_strings.shown", {
            shown: formatNumber(locale, shown.length),
            total: formatNumber(locale, rows.length),
          })}
        </p>
      </div>
      {shown.length === 0 ? (
        <p className="text-muted-foreground">{t("admin.ui_strings.empty")}</p>
      ) : (
        <ScrollRegion label={t("admin.ui_strings.title")} className="rounded-lg">
          <table className="w-full min-w-[64rem] table-fixed border-collapse text-sm">
            <caption className="sr-only">{t("admin.ui_strings.title")}</caption>
            <thead className="bg-muted/50">
              <tr>
                <th scope="col" className="w-56 px-2 py-2 text-start font-medium">
                  {t("admin.ui_strings.key")}
                </th>
                {LOCALES.map((code) => (
                  <th key={code} scope="col" lang={code} className="px-2 py-2 text-start font-medium">
                    {LOCALE_NATIVE_NAMES[code]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {visible.map((row) => (
                <tr key={row.key} className="border-t">
                  <th
                    scope="row"
                    dir="ltr"
                    className="px-2 py-1.5 text-start align-top font-mono text-xs font-normal break-all"
                  >
                    {row.key}
                  </th>
                  {LOCALES.map((code) => (
                    <UiStringCell key={code} row={row} locale={code} t={t} />
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
      {shown.length > visible.length && (
        <Button variant="outline" onClick={() => setLimit((current) => current + ROWS_PER_STEP)}>
          {t("admin.ui_strings.show_more", {
            count: formatNumber(locale, Math.min(ROWS_PER_STEP, shown.length - visible.length)),
          })}
        </Button>
      )}
    </div>
  );
}
