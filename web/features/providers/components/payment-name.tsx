import { paymentName } from "#schema/provider-payments";
import { useT } from "#web/i18n/use-t";

/** A stored payment method as the page names it: a known method translated, a brand as is, anything else as written. */
export function PaymentName({ stored }: { stored: string }) {
  const { t } = useT();
  const name = paymentName(stored);
  return <>{"key" in name ? t(name.key) : name.text}</>;
}
