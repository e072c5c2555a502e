import { queryOptions } from "@tanstack/react-query";
import type {
  AdminPromotion,
  AdminTermsChange,
  PromotionI18n,
  PromotionI18nInput,
  PromotionSave,
} from "#schema/api/admin-promotions";
import { apiGet } from "#web/lib/api-client";
import { apiSend } from "#web/lib/api-send";
import { DASHBOARD_KEY } from "../dashboard/api";
import { useAdminMutation } from "../use-admin-mutation";

const PROMOTIONS_KEY = ["admin", "promotions"] as const;
/**
 * Everything a promotion's save changes: the admin list, its languages, the public bonus lists and
 * the dashboard's counts.
 */
const AFTER_WRITE = [PROMOTIONS_KEY, ["promotions"], DASHBOARD_KEY];

/** Every promotion, inactive ones too, with its English title. */
export const adminPromotionsQuery = queryOptions({
  queryKey: [...PROMOTIONS_KEY, "list"],
  queryFn: () => apiGet<AdminPromotion[]>("/api/admin/promotions"),
});

const promotionPath = (id: string) => `/api/admin/promotions/${encodeURIComponent(id)}`;

/** A promotion's languages, read when its dialog opens. */
export const promotionI18nQuery = (id: string) =>
  queryOptions({
    queryKey: [...PROMOTIONS_KEY, "i18n", id],
    queryFn: () => apiGet<PromotionI18n[]>(`${promotionPath(id)}/i18n`),
  });

/** Every change of a promotion's terms, with who made it: read when its dialog opens, again after a save. */
export const promotionTermsHistoryQuery = (id: string) =>
  queryOptions({
    queryKey: [...PROMOTIONS_KEY, "terms-history", id],
    queryFn: () => apiGet<AdminTermsChange[]>(`${promotionPath(id)}/terms-history`),
  });

/** POST (new) or PATCH (edit): the promotion and its languages in one call, with a success or an error toast. */
export function useSavePromotion(id: string | null, onSaved: () => void) {
  return useAdminMutation({
    mutationFn: (input: PromotionSave) =>
      id
        ? apiSend<AdminPromotion>("PATCH", promotionPath(id), input)
        : apiSend<AdminPromotion>("POST", "/api/admin/promotions", input),
    successKey: "admin.promotions.saved",
    failureKey: "admin.promotions.save_failed",
    failureFallbackKey: "admin.unknown_error",
    invalidate: AFTER_WRITE,
    onSuccess: onSaved,
  });
}

/** One language saved on its own: what a translator's tab saves. */
export function useSavePromotionTranslation(id: string) {
  return useAdminMutation({
    mutationFn: (input: PromotionI18nInput) =>
      apiSend<PromotionI18n>("POST", `${promotionPath(id)}/i18n`, input),
    successKey: "admin.promotions.translation_saved",
    failureKey: "admin.promotions.save_failed",
    failureFallbackKey: "admin.unknown_error",
    invalidate: AFTER_WRITE,
  });
}

export function useDeletePromotion(id: string, onDeleted: () => void) {
  return useAdminMutation({
    mutationFn: () => apiSend<void>("DELETE", promotionPath(id)),
    successKey: "admin.promotions.deleted",
    failureKey: "admin.promotions.delete_failed",
    invalidate: AFTER_WRITE,
    onSuccess: onDeleted,
  });
}
