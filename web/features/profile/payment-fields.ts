import { paymentMethodInputSchema, type PaymentMethodInput } from "#schema/api/payment-method";
import type { PaymentMethod } from "#schema/enums";

export type PaymentField = {
  name: string;
  labelKey: string;
  type: "text" | "email" | "tel";
  required: boolean;
  /** IBANs, e-mails and phone numbers read left to right on a Hebrew page too. */
  ltr?: boolean;
  autoComplete?: string;
};

/** The details each payout method asks for, in form order (spec §3 and §5). */
export const PAYMENT_FIELDS: Record<PaymentMethod, readonly PaymentField[]> = {
  paysafe: [
    { name: "accountId", labelKey: "payment.field.account_id", type: "text", required: true, ltr: true },
    {
      name: "accountEmail",
      labelKey: "payment.field.account_email",
      type: "email",
      required: true,
      ltr: true,
      autoComplete: "email",
    },
  ],
  bank_transfer: [
    {
      name: "accountHolderName",
      labelKey: "payment.field.holder_name",
      type: "text",
      required: true,
      autoComplete: "name",
    },
    { name: "iban", labelKey: "payment.field.iban", type: "text", required: true, ltr: true },
    { name: "bankName", labelKey: "payment.field.bank_name", type: "text", required: false },
    { name: "swiftBic", labelKey: "payment.field.swift_bic", type: "text", required: false, ltr: true },
  ],
  revolut: [
    {
      name: "phoneNumber",
      labelKey: "payment.field.phone",
      type: "tel",
      required: true,
      ltr: true,
      autoComplete: "tel",
    },
    {
      name: "accountEmail",
      labelKey: "payment.field.account_email",
      type: "email",
      required: false,
      ltr: true,
      autoComplete: "email",
    },
  ],
};

export type PaymentValidation =
  { ok: true; value: PaymentMethodInput } | { ok: false; errors: Record<string, string> };

/**
 * Checks the form with the server's own schema. Only the chosen method's fields are sent; the
 * errors are keyed by field name ("method" for the method itself), first message per field.
 */
export function validatePaymentMethod(
  method: PaymentMethod | "",
  values: Record<string, string>,
): PaymentValidation {
  // An optional field left blank is not sent at all, rather than saved as "".
  const details = Object.fromEntries(
    (method ? PAYMENT_FIELDS[method] : [])
      .map(({ name, required }) => [name, values[name] ?? "", required] as const)
      .filter(([, value, required]) => required || value.trim() !== "")
      .map(([name, value]) => [name, value]),
  );
  const result = paymentMethodInputSchema.safeParse({ method: method || undefined, details });
  if (result.success) return { ok: true, value: result.data };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] === "details" ? String(issue.path[1]) : "method";
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}
