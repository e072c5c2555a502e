import { queryOptions } from "@tanstack/react-query";
import type { AdminBanner, BannerSave } from "#schema/api/admin-banners";
import { apiGet } from "#web/lib/api-client";
import { apiSend } from "#web/lib/api-send";
import { useAdminMutation } from "../use-admin-mutation";

const BANNERS_KEY = ["admin", "banners"] as const;
/** A save changes the admin list and what the public pages show. */
const AFTER_WRITE = [BANNERS_KEY, ["banners"]];

/** Every banner, inactive ones too, with all its languages. */
export const adminBannersQuery = queryOptions({
  queryKey: [...BANNERS_KEY, "list"],
  queryFn: () => apiGet<AdminBanner[]>("/api/admin/banners"),
});

const bannerPath = (id: string) => `/api/admin/banners/${encodeURIComponent(id)}`;

/** POST (new) or PATCH (edit): the banner and its languages in one call. */
export function useSaveBanner(id: string | null, onSaved: () => void) {
  return useAdminMutation({
    mutationFn: (input: BannerSave) =>
      id
        ? apiSend<AdminBanner>("PATCH", bannerPath(id), input)
        : apiSend<AdminBanner>("POST", "/api/admin/banners", input),
    successKey: "admin.banners.saved",
    failureKey: "admin.banners.save_failed",
    failureFallbackKey: "admin.unknown_error",
    invalidate: AFTER_WRITE,
    onSuccess: onSaved,
  });
}

export function useDeleteBanner(id: string, onDeleted: () => void) {
  return useAdminMutation({
    mutationFn: () => apiSend<void>("DELETE", bannerPath(id)),
    successKey: "admin.banners.deleted",
    failureKey: "admin.banners.delete_failed",
    invalidate: AFTER_WRITE,
    onSuccess: onDeleted,
  });
}
