import { useMutation } from "@tanstack/react-query";
import { toast } from "#web/components/ui/toast-store";
import { useT } from "#web/i18n/use-t";
import { apiSend } from "#web/lib/api-send";
import { showErrorToast } from "./error-toast";

/** POST /api/auth/send-verification-email with its toasts; the banner and the profile card share it. */
export function useSendVerificationEmail() {
  const i18n = useT();
  const { t } = i18n;
  return useMutation({
    mutationFn: () => apiSend<{ sentTo: string }>("POST", "/api/auth/send-verification-email"),
    onSuccess: () =>
      toast({ title: t("verification.sent_title"), description: t("verification.sent_description") }),
    onError: (error) => showErrorToast(i18n, t("verification.send_failed"), error),
  });
}
