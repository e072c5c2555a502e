import { useT } from "#web/i18n/use-t";
import { Toast, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from "./toast";
import { TOAST_DURATION_MS, TOAST_SWIPE_THRESHOLD_PX, useToast } from "./toast-store";

/** The notification area; F8 (Radix's default hotkey) moves focus into it. */
export function Toaster() {
  const { t } = useT();
  const { toasts, dismiss } = useToast();
  return (
    <ToastProvider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
      label={t("a11y.notification")}
    >
      {toasts.map(({ id, title, description, action, variant, open }) => (
        <Toast key={id} variant={variant} open={open} onOpenChange={(next) => !next && dismiss(id)}>
          <div className="grid gap-1">
            {title && <ToastTitle>{title}</ToastTitle>}
            {description && <ToastDescription>{description}</ToastDescription>}
          </div>
          {action}
          <ToastClose aria-label={t("a11y.close")} />
        </Toast>
      ))}
      {/* `{hotkey}` is left in the text on purpose: Radix fills it in with "F8". */}
      <ToastViewport label={t("a11y.notifications_region")} />
    </ToastProvider>
  );
}
