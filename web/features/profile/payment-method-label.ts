import type { PaymentMethod } from "#schema/enums";

/** Brand names stay as they are in every language; only the bank transfer is translated. */
const BRAND_NAMES: Partial<Record<PaymentMethod, string>> = { paysafe: "Paysafe", revolut: "Revolut" };

export function paymentMethodLabel(t: (key: string) => string, method: PaymentMethod): string {
  return BRAND_NAMES[method] ?? t("payment.method.bank_transfer");
}
