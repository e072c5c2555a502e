import type { ToastInput } from "#web/components/ui/toast-store";
import type { Translator } from "#web/features/profile/messages";
import { failureTitleKey } from "#web/lib/failure-title";

/*
 * Notifications of the review form and the votes. Their code (the store, the toaster, the message
 * catalogue that translates a server's answer) downloads with the first one, not with the reviews.
 */

export function notify(input: ToastInput) {
  void import("#web/components/ui/toast-store").then(({ toast }) => toast(input));
}

/** Titled for the kind of failure; the server's message in the visitor's language, else `fallback`. */
export function notifyFailure(i18n: Translator, error: unknown, fallback: string) {
  void import("#web/features/profile/error-toast").then(({ showErrorToast }) =>
    showErrorToast(i18n, i18n.t(failureTitleKey(error)), error, fallback),
  );
}
