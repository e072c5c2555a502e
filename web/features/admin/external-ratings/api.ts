import { queryOptions } from "@tanstack/react-query";
import type { AdminExternalRating, ExternalRatingInput } from "#schema/api/admin-external-ratings";
import { apiGet } from "#web/lib/api-client";
import { apiSend } from "#web/lib/api-send";
import { useAdminMutation } from "../use-admin-mutation";

const RATINGS_KEY = ["admin", "external-ratings"] as const;
/** A rating shows on its provider's public page, so those are read again too. */
const AFTER_WRITE = [RATINGS_KEY, ["provider"]];

export const adminExternalRatingsQuery = queryOptions({
  queryKey: [...RATINGS_KEY, "list"],
  queryFn: () => apiGet<AdminExternalRating[]>("/api/admin/external-ratings"),
});

const ratingPath = (id: string) => `/api/admin/external-ratings/${encodeURIComponent(id)}`;

/** POST (new) or PUT (edit) a rating, with a success or an error toast. */
export function useSaveExternalRating(id: string | null, onSaved: () => void) {
  return useAdminMutation({
    mutationFn: (input: ExternalRatingInput) =>
      id
        ? apiSend<AdminExternalRating>("PUT", ratingPath(id), input)
        : apiSend<AdminExternalRating>("POST", "/api/admin/external-ratings", input),
    successKey: id ? "admin.ratings.updated" : "admin.ratings.created",
    failureKey: "admin.ratings.save_failed",
    invalidate: AFTER_WRITE,
    onSuccess: onSaved,
  });
}

export function useDeleteExternalRating(id: string, onDeleted: () => void) {
  return useAdminMutation({
    mutationFn: () => apiSend<void>("DELETE", ratingPath(id)),
    successKey: "admin.ratings.deleted",
    failureKey: "admin.ratings.delete_failed",
    invalidate: AFTER_WRITE,
    onSuccess: onDeleted,
  });
}
