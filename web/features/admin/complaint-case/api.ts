import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { AdminComplaintCase } from "#schema/api/complaints";
import { toast } from "#web/components/ui/toast-store";
import { showErrorToast } from "#web/features/profile/error-toast";
import { useT } from "#web/i18n/use-t";
import { apiGet } from "#web/lib/api-client";
import { apiSend } from "#web/lib/api-send";

/** One case as staff see it: the amount, the e-mails, the hidden messages' text. */
export const adminComplaintQuery = (id: string) =>
  queryOptions({
    queryKey: ["admin", "complaint", id],
    queryFn: () => apiGet<AdminComplaintCase>(`/api/admin/complaints/${encodeURIComponent(id)}`),
  });

/**
 * A mediator's step on the case (`path` below /api/admin/complaints/{id}, or the thread's message
 * route): the screen shows the case as the answer (or a fresh read) has it.
 */
export function useComplaintStep(id: string) {
  const i18n = useT();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ path, body }: { path: string; body: unknown }) => apiSend<unknown>("POST", path, body),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: adminComplaintQuery(id).queryKey });
      toast({ title: i18n.t("admin.complaint_case.saved") });
    },
    onError: (error) => showErrorToast(i18n, i18n.t("complaint.failed"), error),
  });
}
