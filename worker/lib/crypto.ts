/**
 * Small WebCrypto helpers that run unchanged in workerd and in Node 20 (both expose `crypto.subtle`).
 * No library: AES-GCM and SHA-256 are built into both runtimes.
 */

const KEY_BYTES = 32;
/** 96-bit IVs are what AES-GCM is specified for; a fresh random one per message. */
const IV_BYTES = 12;

/** What an encrypted value looks like at rest; `v` lets a later key or algorithm change coexist. */
export type EncryptedEnvelope = { v: 1; iv: string; data: string };

const encoder = new TextEncoder();
const decoder = new TextDecoder();

export function bytesToBase64(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function base64ToBytes(base64: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export function toBase64Url(bytes: Uint8Array): string {
  return bytesToBase64(bytes).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/**
 * The payout key is a secret of 32 random bytes, base64-encoded (`openssl rand -base64 32`).
 * A wrong key would only show up as failed decryption much later, so refuse it at import.
 */
export async function importPayoutKey(base64Key: string): Promise<CryptoKey> {
  let raw: Uint8Array<ArrayBuffer>;
  try {
    raw = base64ToBytes(base64Key.trim());
  } catch {
    throw new Error("Payout encryption key is not valid base64 (expected `openssl rand -base64 32`)");
  }
  if (raw.length !== KEY_BYTES) {
    throw new Error(
      `Payout encryption key must be ${KEY_BYTES} bytes, got ${raw.length} (expected \`openssl rand -base64 32\`)`,
    );
  }
  return crypto.subtle.importKey("raw", raw, { name: "AES-GCM" }, false, ["encrypt", "decrypt"]);
}

/**
 * `context` is authenticated but not encrypted (AES-GCM additional data): passing the owner's id
 * makes a ciphertext copied onto another user's row fail to decrypt instead of paying the wrong person.
 */
function gcmParams(iv: Uint8Array<ArrayBuffer>, context?: string): AesGcmParams {
  return context === undefined
    ? { name: "AES-GCM", iv }
    : { name: "AES-GCM", iv, additionalData: encoder.encode(context) };
}

export async function encryptJson(
  key: CryptoKey,
  value: unknown,
  context?: string,
): Promise<EncryptedEnvelope> {
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const plaintext = encoder.encode(JSON.stringify(value));
  const ciphertext = await crypto.subtle.encrypt(gcmParams(iv, context), key, plaintext);
  return { v: 1, iv: bytesToBase64(iv), data: bytesToBase64(new Uint8Array(ciphertext)) };
}

export async function decryptJson<T = unknown>(
  key: CryptoKey,
  envelope: EncryptedEnvelope,
  context?: string,
): Promise<T> {
  if (envelope.v !== 1) throw new Error(`Unknown encryption envelope version ${String(envelope.v)}`);
  const plaintext = await crypto.subtle.decrypt(
    gcmParams(base64ToBytes(envelope.iv), context),
    key,
    base64ToBytes(envelope.data),
  );
  return JSON.parse(decoder.decode(plaintext)) as T;
}

/** SHA-256 of the text's UTF-8 bytes. */
export async function sha256(text: string): Promise<Uint8Array> {
  return new Uint8Array(await crypto.subtle.digest("SHA-256", encoder.encode(text)));
}

export async function sha256Hex(text: string): Promise<string> {
  return Array.from(await sha256(text), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** URL-safe without escaping, so a token can go straight into a link. */
export function randomToken(bytes = 32): string {
  return toBase64Url(crypto.getRandomValues(new Uint8Array(bytes)));
}

/** The bytes of a base64url text (no padding needed); throws on a text that is not one. */
function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) throw new Error("Not base64url");
  return base64ToBytes(text.replace(/-/g, "+").replace(/_/g, "/"));
}

const hmacKey = (secret: Uint8Array) =>
  crypto.subtle.importKey("raw", new Uint8Array(secret), { name: "HMAC", hash: "SHA-256" }, false, [
    "sign",
    "verify",
  ]);

/** HMAC-SHA-256 of `message` under `secret`, URL-safe: a token that needs no storage to check. */
export async function hmacToken(secret: Uint8Array, message: string): Promise<string> {
  const signature = await crypto.subtle.sign("HMAC", await hmacKey(secret), encoder.encode(message));
  return toBase64Url(new Uint8Array(signature));
}

/** Whether `token` is hmacToken(secret, message); compared in constant time by WebCrypto. */
export async function isHmacToken(secret: Uint8Array, message: string, token: string): Promise<boolean> {
  let signature: Uint8Array<ArrayBuffer>;
  try {
    signature = fromBase64Url(token);
  } catch {
    return false;
  }
  return crypto.subtle.verify("HMAC", await hmacKey(secret), signature, encoder.encode(message));
}
