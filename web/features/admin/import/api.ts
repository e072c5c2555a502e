import { useMutation } from "@tanstack/react-query";
import type { ImportInput, ImportPreview, ImportResult } from "#schema/api/admin-import";
import { apiErrorBody, apiSend } from "#web/lib/api-send";
import { DASHBOARD_KEY } from "../dashboard/api";
import { useAdminMutation } from "../use-admin-mutation";

/** POST /api/admin/import/providers/preview: what the server would do with the two CSV texts. */
export const usePreviewImport = () =>
  useMutation({
    mutationFn: (input: ImportInput) =>
      apiSend<ImportPreview>("POST", "/api/admin/import/providers/preview", input),
  });

/**
 * POST /api/admin/import/providers, with its toasts ('Import completed successfully',
 * 'Import failed' with the server's message). Providers change, so their lists are read again.
 */
export const useRunImport = (onSuccess: (result: ImportResult, input: ImportInput) => void) =>
  useAdminMutation({
    mutationFn: (input: ImportInput) => apiSend<ImportResult>("POST", "/api/admin/import/providers", input),
    successKey: "admin.import.done",
    failureKey: "admin.import.failed",
    failureFallbackKey: "admin.import.failed_inline",
    invalidate: [["admin", "providers"], ["providers"], ["provider"], DASHBOARD_KEY],
    onSuccess,
  });

/** The preview a refused import (422) carries: its rows, mapping and errors. */
export function refusedPreview(error: unknown): ImportPreview | undefined {
  const body = apiErrorBody(error);
  return body && Array.isArray(body.errors) && Array.isArray(body.brands)
    ? (body as unknown as ImportPreview)
    : undefined;
}
