import { queryOptions, useMutation } from "@tanstack/react-query";
import type {
  RegisterImportInput,
  RegisterImportResult,
  RegisterImportSummary,
  RegisterPreview,
} from "#schema/api/admin-register";
import { apiGet } from "#web/lib/api-client";
import { apiErrorBody, apiSend } from "#web/lib/api-send";
import { DASHBOARD_KEY } from "../dashboard/api";
import { useAdminMutation } from "../use-admin-mutation";

const PATH = "/api/admin/register-imports";

/** The past imports of both lists, newest first. */
export const registerImportsQuery = queryOptions({
  queryKey: ["admin", "register-imports"],
  queryFn: () => apiGet<RegisterImportSummary[]>(PATH),
});

/** POST …/preview: what an import would change; nothing is written. */
export const usePreviewRegisterImport = () =>
  useMutation({
    mutationFn: (input: RegisterImportInput) => apiSend<RegisterPreview>("POST", `${PATH}/preview`, input),
  });

/**
 * POST …: applies the import. Providers' standing and scores change, so every list that shows them
 * is read again, the dashboard's alert included.
 */
export const useApplyRegisterImport = (onSuccess: (result: RegisterImportResult) => void) =>
  useAdminMutation({
    mutationFn: (input: RegisterImportInput) => apiSend<RegisterImportResult>("POST", PATH, input),
    successKey: "admin.register.done",
    failureKey: "admin.register.failed",
    invalidate: [
      registerImportsQuery.queryKey,
      ["admin", "providers"],
      ["providers"],
      ["provider"],
      DASHBOARD_KEY,
    ],
    onSuccess,
  });

/** The preview a refused import (422) carries, with its problems. */
export function refusedRegisterPreview(error: unknown): RegisterPreview | undefined {
  const body = apiErrorBody(error);
  return body && Array.isArray(body.errors) && (body.kind === "licences" || body.kind === "blocked_sites")
    ? (body as unknown as RegisterPreview)
    : undefined;
}
