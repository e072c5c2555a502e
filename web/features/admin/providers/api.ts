import { queryOptions } from "@tanstack/react-query";
import type {
  AdminProvider,
  ProviderInput,
  ProviderTranslation,
  ProviderTranslationInput,
  SavedProvider,
} from "#schema/api/admin-providers";
import { apiGet } from "#web/lib/api-client";
import { apiSend } from "#web/lib/api-send";
import { DASHBOARD_KEY } from "../dashboard/api";
import { useAdminMutation } from "../use-admin-mutation";

const PROVIDERS_KEY = ["admin", "providers"] as const;
/** Public lists and pages read providers under these keys, the dashboard counts them: a save refreshes them too. */
const PUBLIC_KEYS = [["providers"], ["provider"], DASHBOARD_KEY];

/** GET /api/admin/providers: every provider, inactive ones too. */
export const adminProvidersQuery = queryOptions({
  queryKey: PROVIDERS_KEY,
  queryFn: () => apiGet<AdminProvider[]>("/api/admin/providers"),
});

const providerPath = (id: string) => `/api/admin/providers/${encodeURIComponent(id)}`;

/** GET /api/admin/providers/{id}/i18n: the provider's texts in every language it has. */
export const providerTranslationsQuery = (id: string) =>
  queryOptions({
    queryKey: [...PROVIDERS_KEY, id, "i18n"],
    queryFn: () => apiGet<ProviderTranslation[]>(`${providerPath(id)}/i18n`),
  });

/** Creates (no id) or replaces (id) a provider with its texts, in one request. */
export function useSaveProvider(onSaved: () => void) {
  return useAdminMutation({
    mutationFn: ({ id, input }: { id: string | null; input: ProviderInput }) =>
      id
        ? apiSend<SavedProvider>("PATCH", providerPath(id), input)
        : apiSend<SavedProvider>("POST", "/api/admin/providers", input),
    successKey: "admin.providers.saved",
    failureKey: "admin.providers.save_failed",
    failureFallbackKey: "admin.unknown_error",
    invalidate: [PROVIDERS_KEY, ...PUBLIC_KEYS],
    onSuccess: onSaved,
  });
}

/**
 * A translator's save: one request per language that has a slug, one after the other, so
 * a failure stops at the language that failed.
 */
export function useSaveTranslations(onSaved: () => void) {
  return useAdminMutation({
    mutationFn: async ({ id, translations }: { id: string; translations: ProviderTranslationInput[] }) => {
      for (const translation of translations) {
        await apiSend("POST", `${providerPath(id)}/i18n`, { providerId: id, ...translation });
      }
    },
    successKey: "admin.providers.saved",
    failureKey: "admin.providers.save_failed",
    failureFallbackKey: "admin.unknown_error",
    invalidate: [PROVIDERS_KEY, ...PUBLIC_KEYS],
    onSuccess: onSaved,
  });
}

export function useDeleteProvider(onDeleted: () => void) {
  return useAdminMutation({
    mutationFn: (id: string) => apiSend<void>("DELETE", providerPath(id)),
    successKey: "admin.providers.deleted",
    failureKey: "admin.providers.delete_failed",
    invalidate: [PROVIDERS_KEY, ...PUBLIC_KEYS],
    onSuccess: onDeleted,
  });
}
