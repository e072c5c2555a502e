import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import {
  PRODUCTION_SYNC_KINDS,
  type ProductionSyncCounts,
  type ProductionSyncStatus,
} from "#schema/api/admin-production-sync";
import { toast } from "#web/components/ui/toast-store";
import { formatNumber } from "#web/i18n/format";
import { useT } from "#web/i18n/use-t";
import { apiGet } from "#web/lib/api-client";
import { apiSend } from "#web/lib/api-send";
import { showErrorToast } from "#web/features/profile/error-toast";

/** Each kind of content's label: the sidebar's name for its screen. */
export const KIND_LABEL_KEYS: Record<keyof ProductionSyncCounts, string> = {
  providers: "admin.nav.providers",
  promotions: "admin.nav.promotions",
  uiStrings: "admin.nav.ui_strings",
  externalRatings: "admin.nav.external_ratings",
  onboardingSteps: "admin.production_sync.kind.onboarding_steps",
  banners: "admin.nav.banners",
};

/** Whether a production database is bound, and the live counts of what a sync would copy. */
export const productionSyncQuery = queryOptions({
  queryKey: ["admin", "production-sync"],
  queryFn: () => apiGet<ProductionSyncStatus>("/api/admin/production-sync"),
});

/**
 * POST /api/admin/sync-to-production: 'Production Sync Successful!' with what was copied,
 * or 'Sync Failed' with the server's message ('Failed to sync to production database' without one).
 */
export function useSyncToProduction() {
  const queryClient = useQueryClient();
  const i18n = useT();
  return useMutation({
    mutationFn: () => apiSend<ProductionSyncCounts>("POST", "/api/admin/sync-to-production"),
    onSuccess: (counts) =>
      toast({
        title: i18n.t("admin.production_sync.success"),
        description: PRODUCTION_SYNC_KINDS.map(
          (kind) => `${i18n.t(KIND_LABEL_KEYS[kind])}: ${formatNumber(i18n.locale, counts[kind])}`,
        ).join(" · "),
      }),
    onError: (error) =>
      showErrorToast(
        i18n,
        i18n.t("admin.production_sync.failed"),
        error,
        i18n.t("admin.production_sync.failed_fallback"),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: productionSyncQuery.queryKey }),
  });
}
