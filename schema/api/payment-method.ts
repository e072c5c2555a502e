import { messageRef as message } from "./messages";
import { z } from "./zod";
import { PAYMENT_METHODS } from "../enums";

const maxLength = z.maxLength(255, message("validation.max_length", { count: 255 }));
const required = (missing: string) => z.string(missing).check(z.trim(), z.minLength(1, missing), maxLength);
const optional = z.optional(z.string().check(z.trim(), maxLength));
const email = (invalid: string) => z.string(invalid).check(z.trim(), z.email(invalid), maxLength);

/**
 * POST /api/user/payment-method: { method, details }, the details' fields depending on the method.
 * IBAN and BIC checksums are the server's (worker/services/payout-validation.ts).
 */
export const paymentMethodInputSchema = z.discriminatedUnion(
  "method",
  [
    z.object({
      method: z.literal("paysafe"),
      details: z.object({
        accountId: required(message("payment.validation.account_id_required")),
        accountEmail: email(message("payment.validation.account_email_required")),
      }),
    }),
    z.object({
      method: z.literal("bank_transfer"),
      details: z.object({
        accountHolderName: required(message("payment.validation.holder_required")),
        iban: required(message("payment.validation.iban_required")),
        bankName: optional,
        swiftBic: optional,
      }),
    }),
    z.object({
      method: z.literal("revolut"),
      details: z.object({
        phoneNumber: required(message("payment.validation.phone_required")),
        accountEmail: z.optional(
          z.union([
            z.pipe(
              z.literal(""),
              z.transform(() => undefined),
            ),
            email(message("validation.email")),
          ]),
        ),
      }),
    }),
  ],
  message("payment.validation.method_required"),
);
export type PaymentMethodInput = z.infer<typeof paymentMethodInputSchema>;

/** GET and POST /api/user/payment-method: the method with masked details (e.g. "CY17 **** **** 7600"). */
export const savedPaymentMethodSchema = z.strictObject({
  method: z.enum(PAYMENT_METHODS),
  details: z.record(z.string(), z.string()),
  updatedAt: z.iso.datetime(),
});
export type SavedPaymentMethod = z.infer<typeof savedPaymentMethodSchema>;
