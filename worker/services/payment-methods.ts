import { and, desc, eq } from "drizzle-orm";
import type { PaymentMethodInput } from "#schema/api/payment-method";
import { userPaymentMethods, type PaymentDetails } from "#schema/contest";
import type { PaymentMethod } from "#schema/enums";
import { decryptJson, encryptJson, type EncryptedEnvelope } from "../lib/crypto";
import type { Db } from "../lib/db";
import {
  maskAccountId,
  maskEmail,
  maskIban,
  maskPhone,
  validateBic,
  validateIban,
  validatePhone,
} from "./payout-validation";
import { apiError } from "../lib/errors";
import type { KeyedMessage } from "#schema/api/messages";

/** What the API shows: the method and masked details, never the stored values. */
export type MaskedPaymentMethod = { method: PaymentMethod; details: PaymentDetails; updatedAt: Date };

// The details column is typed as a string map, so the envelope's version is stored as a string.
type StoredEnvelope = { v: "1"; iv: string; data: string };

const toStored = (envelope: EncryptedEnvelope): StoredEnvelope => ({
  v: "1",
  iv: envelope.iv,
  data: envelope.data,
});

function isStoredEnvelope(details: PaymentDetails): details is StoredEnvelope {
  return details.v === "1" && typeof details.iv === "string" && typeof details.data === "string";
}

/**
 * Details as stored: encrypted under the payout key, with the owner's id bound into the ciphertext
 * so a row copied to another user does not decrypt.
 */
export async function sealDetails(
  key: CryptoKey,
  userId: string,
  details: PaymentDetails,
): Promise<PaymentDetails> {
  return toStored(await encryptJson(key, details, userId));
}

const badRequest = ({ messageKey, params }: KeyedMessage) => apiError(400, messageKey, params);

/** Drops absent optional fields, so the stored JSON holds only strings. */
function compactDetails(details: Record<string, string | undefined>): PaymentDetails {
  const result: PaymentDetails = {};
  for (const [name, value] of Object.entries(details)) if (value) result[name] = value;
  return result;
}

/** The checks zod cannot make, returning the details in their canonical spelling. */
function checkedDetails(input: PaymentMethodInput): PaymentDetails {
  switch (input.method) {
    case "paysafe":
      return compactDetails({
        accountId: input.details.accountId,
        accountEmail: input.details.accountEmail.toLowerCase(),
      });
    case "bank_transfer": {
      const iban = validateIban(input.details.iban);
      if (!iban.ok) throw badRequest(iban);
      let swiftBic: string | undefined;
      if (input.details.swiftBic) {
        const bic = validateBic(input.details.swiftBic);
        if (!bic.ok) throw badRequest(bic);
        swiftBic = bic.bic;
      }
      return compactDetails({
        accountHolderName: input.details.accountHolderName,
        iban: iban.iban,
        bankName: input.details.bankName,
        swiftBic,
      });
    }
    case "revolut": {
      const phone = validatePhone(input.details.phoneNumber);
      if (!phone.ok) throw badRequest(phone);
      return compactDetails({
        phoneNumber: phone.phone,
        accountEmail: input.details.accountEmail?.toLowerCase(),
      });
    }
  }
}

const maskIf = (value: string | undefined, mask: (value: string) => string) =>
  value === undefined ? undefined : mask(value);

/** What the owner is shown of their payout details: enough to recognise them, never enough to use. */
export function maskDetails(method: PaymentMethod, details: PaymentDetails): PaymentDetails {
  switch (method) {
    case "paysafe":
      return compactDetails({
        accountId: maskIf(details.accountId, maskAccountId),
        accountEmail: maskIf(details.accountEmail, maskEmail),
      });
    case "bank_transfer":
      // Holder, bank name and BIC identify the bank, not the account: shown as saved.
      return compactDetails({
        accountHolderName: details.accountHolderName,
        iban: maskIf(details.iban, maskIban),
        bankName: details.bankName,
        swiftBic: details.swiftBic,
      });
    case "revolut":
      return compactDetails({
        phoneNumber: maskIf(details.phoneNumber, maskPhone),
        accountEmail: maskIf(details.accountEmail, maskEmail),
      });
  }
}

/**
 * Rows written before encryption (the demo seed writes plain details) are read as they are, so old
 * data keeps working; everything this service writes is encrypted.
 */
export async function openDetails(
  key: CryptoKey,
  userId: string,
  stored: PaymentDetails,
): Promise<PaymentDetails> {
  if (!isStoredEnvelope(stored)) return stored;
  return decryptJson<PaymentDetails>(key, { v: 1, iv: stored.iv, data: stored.data }, userId);
}

async function activeRow(db: Db, userId: string) {
  const [row] = await db
    .select()
    .from(userPaymentMethods)
    .where(and(eq(userPaymentMethods.userId, userId), eq(userPaymentMethods.isActive, true)))
    .orderBy(desc(userPaymentMethods.updatedAt))
    .limit(1);
  return row ?? null;
}

/**
 * Saves the user's payout method as the one active method. The previous one stays, inactive, for the
 * record; deactivating it and inserting the new one is one batch, so there is never zero or two.
 */
export async function savePaymentMethod(
  db: Db,
  key: CryptoKey,
  userId: string,
  input: PaymentMethodInput,
): Promise<MaskedPaymentMethod> {
  const details = checkedDetails(input);
  const stored = await sealDetails(key, userId, details);
  const [, inserted] = await db.batch([
    db
      .update(userPaymentMethods)
      .set({ isActive: false })
      .where(and(eq(userPaymentMethods.userId, userId), eq(userPaymentMethods.isActive, true))),
    db
      .insert(userPaymentMethods)
      .values({ userId, method: input.method, details: stored, isActive: true })
      .returning({ updatedAt: userPaymentMethods.updatedAt }),
  ]);
  const updatedAt = inserted[0]?.updatedAt ?? new Date();
  return { method: input.method, details: maskDetails(input.method, details), updatedAt };
}

/** The active method with masked details, for the user's own profile page. */
export async function getPaymentMethod(
  db: Db,
  key: CryptoKey,
  userId: string,
): Promise<MaskedPaymentMethod | null> {
  const row = await activeRow(db, userId);
  if (!row) return null;
  const details = await openDetails(key, userId, row.details);
  return { method: row.method, details: maskDetails(row.method, details), updatedAt: row.updatedAt };
}
