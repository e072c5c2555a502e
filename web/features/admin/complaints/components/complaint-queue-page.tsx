import { useQuery } from "@tanstack/react-query";
import { Link, useNavigate } from "@tanstack/react-router";
import { COMPLAINT_QUEUE_FILTERS, type ComplaintQueueFilter } from "#schema/api/admin-complaint-queue";
import { Pager } from "#web/components/pager";
import { NativeSelect } from "#web/components/ui/native-select";
import { Skeleton } from "#web/components/ui/skeleton";
import { cell, DataTable } from "#web/features/admin/components/data-table";
import { QueryView } from "#web/features/admin/components/query-view";
import { formatDate, formatNumber } from "#web/i18n/format";
import { useT } from "#web/i18n/use-t";
import { complaintQueueQuery } from "../api";
import type { ComplaintQueueSearch } from "../queue-search";

const COLUMNS = ["waited", "provider", "category", "status", "filed"] as const;

/** The complaints queue: live cases first, the longest waiting first; filters by status and provider. */
export function ComplaintQueuePage({ search }: { search: ComplaintQueueSearch }) {
  const { t, locale } = useT();
  const navigate = useNavigate();
  const query = useQuery(complaintQueueQuery(search));
  const { data } = query;
  const filter = (next: Partial<ComplaintQueueSearch>) =>
    void navigate({ to: "/admin/complaints", search: { ...search, ...next, page: undefined } });
  return (
    <div className="space-y-6">
      <header className="space-y-2">
        <h1 className="text-3xl font-bold tracking-tight">{t("admin.nav.complaints")}</h1>
        <p className="text-muted-foreground">{t("admin.complaint_queue.description")}</p>
      </header>
      <div className="flex flex-wrap gap-4">
        <label className="grid gap-1 text-sm font-medium">
          {t("admin.complaint_queue.status")}
          <NativeSelect
            value={search.status ?? "all"}
            onChange={(event) =>
              filter({ status: (event.target.value as ComplaintQueueFilter) || undefined })
            }
          >
            {COMPLAINT_QUEUE_FILTERS.map((value) => (
              <option key={value} value={value}>
                {value === "all" || value === "live"
                  ? t(`admin.complaint_queue.filter.${value}`)
                  : t(`complaint.status.${value}`)}
              </option>
            ))}
          </NativeSelect>
        </label>
        <label className="grid gap-1 text-sm font-medium">
          {t("admin.complaint_queue.provider")}
          <NativeSelect
            value={search.providerId ?? ""}
            onChange={(event) => filter({ providerId: event.target.value || undefined })}
          >
            <option value="">{t("admin.complaint_queue.every_provider")}</option>
            {data?.providers.map((provider) => (
              <option key={provider.id} value={provider.id}>
                {provider.brand}
              </option>
            ))}
          </NativeSelect>
        </label>
      </div>
      <QueryView
        query={query}
        failed={t("admin.complaint_queue.fetch_failed")}
        loadingClassName="space-y-2"
        loading={Array.from({ length: 5 }, (_, index) => (
          <Skeleton key={index} className="h-12" />
        ))}
      >
        {({ items }) =>
          items.length === 0 ? (
            <p className="text-muted-foreground">{t("admin.complaint_queue.empty")}</p>
          ) : (
            <DataTable
              caption={t("admin.nav.complaints")}
              captionHidden
              head={COLUMNS.map((column) => t(`admin.complaint_queue.${column}`))}
            >
              {items.map((row) => (
                <tr key={row.id} data-complaint={row.id}>
                  <td className={`${cell} tabular-nums`}>
                    {row.daysWaited === null ? "–" : formatNumber(locale, row.daysWaited)}
                  </td>
                  <td className={cell} dir="auto">
                    {row.providerBrand}
                  </td>
                  <td className={cell}>
                    <Link
                      to="/admin/complaints/$complaintId"
                      params={{ complaintId: row.id }}
                      className="underline underline-offset-4"
                    >
                      {t(`complaint.category.${row.category}`)}
                    </Link>
                  </td>
                  <td className={cell}>{t(`complaint.status.${row.status}`)}</td>
                  <td className={`${cell} whitespace-nowrap`}>
                    <time dateTime={row.filedAt}>{formatDate(locale, row.filedAt)}</time>
                  </td>
                </tr>
              ))}
            </DataTable>
          )
        }
      </QueryView>
      {data && !query.isError && data.pageCount > 1 && (
        <Pager
          label={t("admin.complaint_queue.pages")}
          status={t("complaint_list.page", { page: data.page, count: data.pageCount })}
          page={data.page}
          hasNext={data.page < data.pageCount}
        />
      )}
    </div>
  );
}
