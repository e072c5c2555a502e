import { describe, expect, it } from "vitest";
import { paymentMethodInputSchema } from "#schema/api/payment-method";
import { PAYMENT_METHODS } from "#schema/enums";
import { profileUpdateSchema } from "#schema/api/profile";
import { UI_STRINGS } from "#seed/ui-strings";
import { CONTEST_CHECKS } from "#web/features/profile/contest-checks";
import { messageOf, messageRef } from "#schema/api/messages";
import { translateMessage } from "#web/features/profile/messages";
import { PAYMENT_FIELDS } from "#web/features/profile/payment-fields";
import {
  EMPTY_PAYMENT_FORM,
  paymentFormResolver,
  type PaymentFormValues,
} from "#web/features/profile/payment-form";
import {
  VERIFICATION_TOAST_KEYS,
  verificationOutcome,
} from "#web/features/profile/use-verification-result-toast";
import { catalogueText } from "../support/catalogue-text";

/** Every message a schema gives for the inputs, collected by parsing them. */
function messagesOf(
  schema: { safeParse: (input: unknown) => { error?: { issues: { message: string }[] } } },
  inputs: unknown[],
) {
  return new Set(
    inputs.flatMap((input) => schema.safeParse(input).error?.issues.map((i) => i.message) ?? []),
  );
}

/** The payment form's own check, as react-hook-form runs it: the values it would send, the messages per field path. */
async function check(values: PaymentFormValues) {
  const result = await paymentFormResolver(values, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });
  const errors: Record<string, string | undefined> = {};
  for (const [group, error] of Object.entries(result.errors)) {
    if (group === "details")
      for (const [field, detail] of Object.entries(error as Record<string, { message?: string }>))
        errors[`details.${field}`] = catalogueText(detail.message);
    else errors[group] = catalogueText((error as { message?: string }).message);
  }
  return { values: result.values, errors };
}

describe("form messages are the catalogue's (schema/api/messages.ts)", () => {
  it("knows every message the profile schema can give", () => {
    const long = "x".repeat(101);
    const messages = messagesOf(profileUpdateSchema, [
      {},
      { username: "ab", firstName: "", lastName: " " },
      { username: long, firstName: long, lastName: long },
      { username: "bad name!", firstName: "A", lastName: "B" },
    ]);
    expect([...messages].filter((m) => !messageOf(m))).toEqual([]);
    expect(messages.size).toBeGreaterThanOrEqual(6);
  });

  it("knows every message the payment schema can give", () => {
    const long = "x".repeat(256);
    const messages = messagesOf(paymentMethodInputSchema, [
      {},
      { method: "paysafe", details: {} },
      { method: "paysafe", details: { accountId: long, accountEmail: "nope" } },
      { method: "bank_transfer", details: {} },
      { method: "bank_transfer", details: { accountHolderName: "A", iban: "X", bankName: long } },
      { method: "revolut", details: {} },
      { method: "revolut", details: { phoneNumber: "1", accountEmail: "nope" } },
    ]);
    expect([...messages].filter((m) => !messageOf(m))).toEqual([]);
    expect(messages).toContain(messageRef("validation.max_length", { count: 255 }));
  });

  it("translates a known message and passes an unknown one through", () => {
    const i18n = { t: (key: string) => `<${key}>`, tp: (key: string) => `<${key}.n>` };
    expect(translateMessage(i18n, messageRef("profile.validation.username_taken"))).toBe(
      "<profile.validation.username_taken>",
    );
    expect(translateMessage(i18n, messageRef("profile.validation.username_min", { count: 3 }))).toBe(
      "<profile.validation.username_min.n>",
    );
    expect(translateMessage(i18n, "Username is already taken")).toBe("Username is already taken");
    expect(translateMessage(i18n, "toString")).toBe("toString");
  });
});

describe("payment method form", () => {
  it("asks for exactly the detail fields the server's schema knows, per method", () => {
    for (const method of PAYMENT_METHODS) {
      const option = paymentMethodInputSchema.def.options.find(
        (o) => o.def.shape.method.def.values[0] === method,
      );
      expect(PAYMENT_FIELDS[method].map((f) => f.name).sort()).toEqual(
        Object.keys(option!.def.shape.details.def.shape).sort(),
      );
    }
  });

  it("uses e-mail inputs for e-mail fields and marks the required ones", () => {
    const required = (method: (typeof PAYMENT_METHODS)[number]) =>
      PAYMENT_FIELDS[method].filter((f) => f.required).map((f) => f.name);
    expect(required("paysafe")).toEqual(["accountId", "accountEmail"]);
    expect(required("bank_transfer")).toEqual(["accountHolderName", "iban"]);
    expect(required("revolut")).toEqual(["phoneNumber"]);
    for (const fields of Object.values(PAYMENT_FIELDS))
      for (const field of fields) if (/email/i.test(field.name)) expect(field.type).toBe("email");
  });

  it("requires a method", async () => {
    expect(await check(EMPTY_PAYMENT_FORM)).toEqual({
      values: {},
      errors: { method: "Payment method is required" },
    });
  });

  it("reports each missing field of the chosen method under the field's form path", async () => {
    expect(await check({ method: "bank_transfer", details: { iban: " " } })).toEqual({
      values: {},
      errors: {
        "details.accountHolderName": "Account holder name is required",
        "details.iban": "IBAN is required",
      },
    });
  });

  it("sends only the chosen method's fields, trimmed, without blank optional ones", async () => {
    const { values, errors } = await check({
      method: "bank_transfer",
      details: {
        accountHolderName: " Eleni Georgiou ",
        iban: "CY17002001280000001200527600",
        bankName: "  ",
        swiftBic: " BCYPCY2N ",
        accountEmail: "left@over.example",
      },
    });
    expect(errors).toEqual({});
    expect(JSON.parse(JSON.stringify(values))).toEqual({
      method: "bank_transfer",
      details: {
        accountHolderName: "Eleni Georgiou",
        iban: "CY17002001280000001200527600",
        swiftBic: "BCYPCY2N",
      },
    });
  });

  it("accepts Revolut without an e-mail but rejects a malformed one", async () => {
    expect(
      await check({ method: "revolut", details: { phoneNumber: "+35799123456", accountEmail: "" } }),
    ).toEqual({ values: { method: "revolut", details: { phoneNumber: "+35799123456" } }, errors: {} });
    expect(
      (await check({ method: "revolut", details: { phoneNumber: "+35799123456", accountEmail: "x@" } }))
        .errors,
    ).toEqual({ "details.accountEmail": "Must be a valid e-mail address" });
  });
});

describe("verification landing", () => {
  it("reads the outcome from the address the e-mail link lands on", () => {
    expect(verificationOutcome({ emailVerified: 1 })).toBe("verified");
    expect(verificationOutcome({ emailVerification: "invalid" })).toBe("invalid");
    expect(verificationOutcome({ emailVerification: "expired" })).toBe("expired");
    expect(verificationOutcome({ emailVerification: "other" })).toBeUndefined();
    expect(verificationOutcome({})).toBeUndefined();
  });
});

describe("keys built in code", () => {
  it("exist in the UI strings (contest checks, verification toasts)", () => {
    const keys = [
      ...CONTEST_CHECKS.flatMap((c) => [c.metKey, c.missingKey]),
      ...Object.values(VERIFICATION_TOAST_KEYS).flatMap((k) => [k.title, k.description]),
    ];
    expect(keys.filter((key) => !(key in UI_STRINGS))).toEqual([]);
  });
});
