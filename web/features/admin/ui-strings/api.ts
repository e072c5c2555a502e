import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { UiStringPatch } from "#schema/api/admin-ui-strings";
import type { UiStringRow } from "#schema/api/ui-strings";
import { toast } from "#web/components/ui/toast-store";
import { useT } from "#web/i18n/use-t";
import { apiGet } from "#web/lib/api-client";
import { apiSend } from "#web/lib/api-send";
import { showErrorToast } from "#web/features/profile/error-toast";

const TABLE_KEY = ["admin", "ui-strings"] as const;

/** Every key with its six texts (GET /api/ui-strings without a locale). */
export const uiStringsTableQuery = () =>
  queryOptions({
    queryKey: TABLE_KEY,
    queryFn: () => apiGet<UiStringRow[]>("/api/ui-strings"),
  });

/**
 * Saves one key's changed texts. The table takes the saved row at once (no re-read of hundreds of
 * rows), and this browser's strings for every language are read again, so the site around the
 * back office shows the new text too.
 */
export function useSaveUiString() {
  const queryClient = useQueryClient();
  const i18n = useT();
  return useMutation({
    mutationFn: ({ key, texts }: { key: string; texts: UiStringPatch }) =>
      apiSend<UiStringRow>("PATCH", `/api/admin/ui-strings/${encodeURIComponent(key)}`, texts),
    onSuccess: (saved) => {
      queryClient.setQueryData<UiStringRow[]>(TABLE_KEY, (rows) =>
        rows?.map((row) => (row.key === saved.key ? saved : row)),
      );
      toast({ title: i18n.t("admin.ui_strings.saved") });
      void queryClient.invalidateQueries({ queryKey: ["ui-strings"] });
    },
    onError: (error) => showErrorToast(i18n, i18n.t("admin.ui_strings.save_failed"), error),
  });
}
