import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense, useState } from "react";
import { PRODUCTION_SYNC_KINDS } from "#schema/api/admin-production-sync";
import { Button } from "#web/components/ui/button";
import { Skeleton } from "#web/components/ui/skeleton";
import { QueryView } from "#web/features/admin/components/query-view";
import { formatNumber } from "#web/i18n/format";
import { useT } from "#web/i18n/use-t";
import { useHydrated } from "#web/lib/use-hydrated";
import { KIND_LABEL_KEYS, productionSyncQuery, useSyncToProduction } from "../api";

// The confirmation's code (Radix Dialog) arrives when an admin first asks to sync.
const ConfirmDialog = lazy(() =>
  import("#web/components/confirm-dialog").then((m) => ({ default: m.ConfirmDialog })),
);

/**
 * Production Sync: a warning, live counts of what will be copied, and
 * 'Sync to Production' → confirmation → syncing → a success or failure toast.
 */
export function ProductionSyncPage() {
  const { t, locale } = useT();
  const hydrated = useHydrated();
  const query = useQuery(productionSyncQuery);
  const sync = useSyncToProduction();
  const [confirming, setConfirming] = useState(false);
  return (
    <div className="space-y-6">
      <header className="space-y-2">
        <h1 className="text-3xl font-bold tracking-tight">{t("admin.nav.production_sync")}</h1>
        <p className="text-muted-foreground">{t("admin.production_sync.description")}</p>
      </header>
      <section
        aria-labelledby="production-sync-warning"
        className="max-w-3xl space-y-1 rounded-lg border border-amber-500/60 bg-amber-500/10 p-4"
      >
        <h2 id="production-sync-warning" className="font-semibold">
          {t("admin.production_sync.warning_title")}
        </h2>
        <p className="text-sm">{t("admin.production_sync.warning")}</p>
      </section>
      <QueryView
        query={query}
        failed={t("admin.production_sync.fetch_failed")}
        loadingClassName="grid gap-3 sm:grid-cols-3"
        loading={Array.from({ length: PRODUCTION_SYNC_KINDS.length }, (_, index) => (
          <Skeleton key={index} className="h-20" />
        ))}
      >
        {({ configured, counts }) => (
          <>
            <section aria-labelledby="production-sync-counts" className="space-y-3">
              <h2 id="production-sync-counts" className="text-xl font-semibold">
                {t("admin.production_sync.counts_title")}
              </h2>
              <dl className="grid max-w-3xl gap-3 sm:grid-cols-3">
                {PRODUCTION_SYNC_KINDS.map((kind) => (
                  <div key={kind} className="rounded-lg border p-4">
                    <dt className="text-sm text-muted-foreground">{t(KIND_LABEL_KEYS[kind])}</dt>
                    <dd className="text-2xl font-bold tabular-nums">{formatNumber(locale, counts[kind])}</dd>
                  </div>
                ))}
              </dl>
            </section>
            {!configured && (
              <p role="note" className="max-w-3xl text-destructive">
                {t("admin.production_sync.not_configured")}
              </p>
            )}
            <Button
              aria-haspopup="dialog"
              disabled={!hydrated || !configured || sync.isPending}
              onClick={() => setConfirming(true)}
            >
              {sync.isPending ? t("admin.production_sync.syncing") : t("admin.production_sync.sync")}
            </Button>
          </>
        )}
      </QueryView>
      {confirming && (
        <Suspense fallback={null}>
          <ConfirmDialog
            onOpenChange={setConfirming}
            title={t("admin.production_sync.confirm_title")}
            description={t("admin.production_sync.confirm")}
            cancelLabel={t("admin.action.cancel")}
            confirmLabel={t("admin.production_sync.sync")}
            busyLabel={t("admin.production_sync.syncing")}
            destructive
            busy={sync.isPending}
            onConfirm={() => sync.mutate(undefined, { onSettled: () => setConfirming(false) })}
          />
        </Suspense>
      )}
    </div>
  );
}
