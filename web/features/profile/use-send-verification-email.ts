import { useMutation } from "@tanstack/react-query";
import { useRef } from "react";
import { toast } from "#web/components/ui/toast-store";
import { useT } from "#web/i18n/use-t";
import { apiSend } from "#web/lib/api-send";
import { showErrorToast } from "./error-toast";
import { apiErrorMessage, translateMessage } from "./messages";

/** The server's answer when a verification mail went out less than a minute ago. */
const JUST_SENT = "verification.error.wait";

/**
 * POST /api/auth/send-verification-email with its toasts; the banner and the profile card share it.
 * `send` does nothing while a request is out, so a double click asks once (the button is disabled
 * only when React renders again, after the second click has come). Asked again within a minute
 * (another tab, the other button), the mail is on its way: said so with the wait, not as a failure.
 */
export function useSendVerificationEmail() {
  const i18n = useT();
  const { t } = i18n;
  const mutation = useMutation({
    mutationFn: () => apiSend<{ sentTo: string }>("POST", "/api/auth/send-verification-email"),
    onSuccess: () =>
      toast({ title: t("verification.sent_title"), description: t("verification.sent_description") }),
    onError: (error) => {
      const message = apiErrorMessage(error);
      if (message?.messageKey === JUST_SENT) {
        toast({ title: t("verification.already_sent_title"), description: translateMessage(i18n, message) });
      } else {
        showErrorToast(i18n, t("verification.send_failed"), error);
      }
    },
  });
  const sending = useRef(false);
  const send = () => {
    if (sending.current) return;
    sending.current = true;
    mutation.mutate(undefined, {
      onSettled: () => {
        sending.current = false;
      },
    });
  };
  return { send, isPending: mutation.isPending };
}
