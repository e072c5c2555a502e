import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { SUBSCRIBER_SEARCH_MAX, type NewsletterSubscriber } from "#schema/api/newsletter";
import { LOCALE_NATIVE_NAMES } from "#schema/locales";
import { DownloadIcon } from "#web/components/icons";
import { Button } from "#web/components/ui/button";
import { ScrollRegion } from "#web/components/ui/scroll-region";
import { Skeleton } from "#web/components/ui/skeleton";
import { toast } from "#web/components/ui/toast-store";
import { QueryView } from "#web/features/admin/components/query-view";
import { SearchForm } from "#web/features/admin/components/search-form";
import { formatDate, formatNumber } from "#web/i18n/format";
import { useT } from "#web/i18n/use-t";
import { downloadCsv } from "#web/features/admin/csv";
import { exportSubscribers, subscribersQuery } from "../api";
import type { NewsletterSearch } from "../newsletter-search";
import { subscribersCsv } from "../subscribers-csv";

/** Newsletter (admins only): the confirmed subscribers, searched by e-mail, counted and exported. */
export function NewsletterPage({
  search,
  onSearchChange,
}: {
  search: NewsletterSearch;
  onSearchChange: (search: NewsletterSearch) => void;
}) {
  const { t, locale } = useT();
  const query = useQuery(subscribersQuery(search.q));
  const [exporting, setExporting] = useState(false);

  const exportCsv = async () => {
    setExporting(true);
    try {
      downloadCsv("newsletter-subscribers.csv", subscribersCsv(await exportSubscribers(search.q)));
    } catch {
      toast({ variant: "destructive", title: t("admin.newsletter.export_failed") });
    } finally {
      setExporting(false);
    }
  };

  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="space-y-2">
          <h1 className="text-3xl font-bold tracking-tight">{t("admin.nav.newsletter")}</h1>
          <p className="text-muted-foreground">{t("admin.newsletter.description")}</p>
        </div>
        <Button variant="outline" disabled={exporting || !query.data?.count} onClick={() => void exportCsv()}>
          <DownloadIcon aria-hidden="true" />
          {t("admin.action.export_csv")}
        </Button>
      </header>
      <SearchForm
        id="newsletter-search"
        label={t("admin.users.search_label")}
        submitLabel={t("admin.users.search")}
        maxLength={SUBSCRIBER_SEARCH_MAX}
        value={search.q}
        onSearch={(q) => onSearchChange({ q })}
      />
      <QueryView
        query={query}
        failed={t("admin.newsletter.fetch_failed")}
        loadingClassName="space-y-2"
        loading={Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} className="h-10" />
        ))}
      >
        {({ count, subscribers }) => (
          <div className="space-y-3">
            <p role="status" className="text-sm text-muted-foreground">
              {t("admin.newsletter.count", { count: formatNumber(locale, count) })}
              {subscribers.length < count &&
                ` ${t("admin.newsletter.showing", { shown: formatNumber(locale, subscribers.length) })}`}
            </p>
            {subscribers.length === 0 ? (
              <p className="text-muted-foreground">
                {search.q ? t("admin.newsletter.none_found", { q: search.q }) : t("admin.newsletter.none")}
              </p>
            ) : (
              <SubscribersTable subscribers={subscribers} />
            )}
          </div>
        )}
      </QueryView>
    </div>
  );
}

function SubscribersTable({ subscribers }: { subscribers: NewsletterSubscriber[] }) {
  const { t, locale } = useT();
  const headers = [
    t("admin.users.email"),
    t("admin.users.name"),
    t("admin.newsletter.locale"),
    t("admin.newsletter.subscribed"),
  ];
  return (
    <ScrollRegion label={t("admin.nav.newsletter")} className="rounded-lg">
      <table className="w-full text-sm">
        <thead className="bg-muted/50">
          <tr>
            {headers.map((header) => (
              <th key={header} scope="col" className="px-3 py-2 text-start font-medium">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y">
          {subscribers.map((subscriber) => (
            <tr key={subscriber.id}>
              <td className="px-3 py-2 break-all" dir="ltr">
                {subscriber.email}
              </td>
              <td className="px-3 py-2">{subscriber.name ?? "—"}</td>
              <td className="px-3 py-2" lang={subscriber.locale}>
                {LOCALE_NATIVE_NAMES[subscriber.locale]}
              </td>
              <td className="px-3 py-2 whitespace-nowrap">
                <time dateTime={subscriber.subscribedAt}>{formatDate(locale, subscriber.subscribedAt)}</time>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
