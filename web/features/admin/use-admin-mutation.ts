import { useMutation, useQueryClient, type QueryKey } from "@tanstack/react-query";
import { toast } from "#web/components/ui/toast-store";
import { useT } from "#web/i18n/use-t";
import { showErrorToast } from "#web/features/profile/error-toast";

/**
 * A back-office write with the same feedback everywhere: a success toast, a
 * destructive toast with the server's message on failure, and the affected lists read again
 * afterwards either way.
 */
export function useAdminMutation<Input, Output>({
  mutationFn,
  successKey,
  failureKey,
  failureFallbackKey,
  invalidate,
  onSuccess,
}: {
  mutationFn: (input: Input) => Promise<Output>;
  /** UI string keys of the toasts' titles. */
  successKey: string;
  failureKey: string;
  /** The failure toast's text when the server gave no message ("Please try again later" if not given). */
  failureFallbackKey?: string;
  /** Query keys whose data the write changes. */
  invalidate: QueryKey[];
  onSuccess?: (output: Output, input: Input) => void;
}) {
  const queryClient = useQueryClient();
  const i18n = useT();
  return useMutation({
    mutationFn,
    onSuccess: (output, input) => {
      toast({ title: i18n.t(successKey) });
      onSuccess?.(output, input);
    },
    onError: (error) =>
      showErrorToast(
        i18n,
        i18n.t(failureKey),
        error,
        failureFallbackKey ? i18n.t(failureFallbackKey) : undefined,
      ),
    onSettled: () => Promise.all(invalidate.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
