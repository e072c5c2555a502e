import { zodResolver } from "@hookform/resolvers/zod";
import type { Resolver } from "react-hook-form";
import { paymentMethodInputSchema, type PaymentMethodInput } from "#schema/api/payment-method";
import type { PaymentMethod } from "#schema/enums";
import type { PaymentDetailName } from "./payment-fields";

/** What the payment form holds: no method until one is chosen, and the details typed so far. */
export type PaymentFormValues = {
  method: PaymentMethod | "";
  details: Partial<Record<PaymentDetailName, string>>;
};

export const EMPTY_PAYMENT_FORM: PaymentFormValues = { method: "", details: {} };

// The form's values are looser than the API's input (no method yet, blank details): refusing
// exactly those is what the schema is for, so it is given them as they are.
const apiSchemaResolver = zodResolver(paymentMethodInputSchema) as unknown as Resolver<
  PaymentFormValues,
  unknown,
  PaymentMethodInput
>;

const withoutBlanks = (details: PaymentFormValues["details"]) =>
  Object.fromEntries(
    Object.entries(details).filter(([, value]) => value !== undefined && value.trim() !== ""),
  );

/**
 * Checks the form with the API's own schema, which also drops the details of methods not chosen.
 * A detail left blank counts as not given: an optional one is then not sent at all (rather than
 * saved as ""), a required one gets the schema's "... is required".
 */
export const paymentFormResolver: Resolver<PaymentFormValues, unknown, PaymentMethodInput> = (
  values,
  context,
  options,
) => apiSchemaResolver({ ...values, details: withoutBlanks(values.details) }, context, options);
