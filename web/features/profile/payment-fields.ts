import type { PaymentMethodInput } from "#schema/api/payment-method";
import type { PaymentMethod } from "#schema/enums";

/** The detail fields the API's schema knows for one method. */
type DetailsOf<M extends PaymentMethod> = keyof Extract<PaymentMethodInput, { method: M }>["details"];
export type PaymentDetailName = { [M in PaymentMethod]: DetailsOf<M> }[PaymentMethod];

export type PaymentField<M extends PaymentMethod = PaymentMethod> = {
  name: DetailsOf<M>;
  labelKey: string;
  type: "text" | "email" | "tel";
  required: boolean;
  /** IBANs, e-mails and phone numbers read left to right on a Hebrew page too. */
  ltr?: boolean;
  autoComplete?: string;
};

/** The details each payout method asks for, in form order. */
export const PAYMENT_FIELDS: { [M in PaymentMethod]: readonly PaymentField<M>[] } = {
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
