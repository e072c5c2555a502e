import { z } from "./zod";
import { PAYMENT_METHODS } from "../enums";

const maxLength = z.maxLength(255, "Must be at most 255 characters");
const required = (message: string) => z.string(message).check(z.trim(), z.minLength(1, message), maxLength);
const optional = z.optional(z.string().check(z.trim(), maxLength));
const email = (message: string) => z.string(message).check(z.trim(), z.email(message), maxLength);

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
        accountId: required("Account ID is required"),
        accountEmail: email("A valid account e-mail is required"),
      }),
    }),
    z.object({
      method: z.literal("bank_transfer"),
      details: z.object({
        accountHolderName: required("Account holder name is required"),
        iban: required("IBAN is required"),
        bankName: optional,
        swiftBic: optional,
      }),
    }),
    z.object({
      method: z.literal("revolut"),
      details: z.object({
        phoneNumber: required("Phone number is required"),
        accountEmail: z.optional(
          z.union([
            z.pipe(
              z.literal(""),
              z.transform(() => undefined),
            ),
            email("Must be a valid e-mail address"),
          ]),
        ),
      }),
    }),
  ],
  "Payment method is required",
);
export type PaymentMethodInput = z.infer<typeof paymentMethodInputSchema>;

/** GET and POST /api/user/payment-method: the method with masked details (e.g. "CY17 **** **** 7600"). */
export const savedPaymentMethodSchema = z.strictObject({
  method: z.enum(PAYMENT_METHODS),
  details: z.record(z.string(), z.string()),
  updatedAt: z.iso.datetime(),
});
export type SavedPaymentMethod = z.infer<typeof savedPaymentMethodSchema>;
