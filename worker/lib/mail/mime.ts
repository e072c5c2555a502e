import { bytesToBase64 } from "../crypto";
import type { MailMessage } from "./transport";

/**
 * A raw RFC 5322 message with text and HTML alternatives. Written by hand because the Cloudflare
 * binding takes raw MIME and a MIME library would be the largest dependency of the Worker.
 */

const encoder = new TextEncoder();

/** Base64 in lines of 76 characters, as RFC 2045 requires for bodies. */
function base64Body(text: string): string {
  return (bytesToBase64(encoder.encode(text)).match(/.{1,76}/g) ?? []).join("\r\n");
}

/**
 * Subjects in Greek, Russian or Hebrew need RFC 2047 encoded words. Each word stays under the
 * 75-character limit and is cut between characters, never inside one.
 */
export function encodeHeaderText(text: string): string {
  if (/^[\x20-\x7e]*$/.test(text)) return text;
  const words: string[] = [];
  let chunk = "";
  for (const char of text) {
    if (encoder.encode(chunk + char).length > 42) {
      words.push(chunk);
      chunk = "";
    }
    chunk += char;
  }
  if (chunk) words.push(chunk);
  return words.map((word) => `=?UTF-8?B?${bytesToBase64(encoder.encode(word))}?=`).join("\r\n ");
}

/** Header values must not carry line breaks: that would let a value add headers of its own. */
function headerValue(value: string): string {
  if (/[\r\n]/.test(value)) throw new Error("Mail header values cannot contain line breaks");
  return value;
}

/** A header's name: printable characters without a colon (RFC 5322), so it cannot end early. */
function headerName(name: string): string {
  if (!/^[\x21-\x39\x3b-\x7e]+$/.test(name))
    throw new Error(`Not a mail header name: ${JSON.stringify(name)}`);
  return name;
}

export function buildMimeMessage(from: string, message: MailMessage, now = new Date()): string {
  const boundary = `alt-${crypto.randomUUID()}`;
  const domain = from.split("@")[1]?.replace(/[>\s]/g, "") || "localhost";
  return [
    `From: ${headerValue(from)}`,
    `To: ${headerValue(message.to)}`,
    `Subject: ${encodeHeaderText(headerValue(message.subject))}`,
    `Date: ${now.toUTCString()}`,
    // Cloudflare refuses messages without a Message-ID.
    `Message-ID: <${crypto.randomUUID()}@${domain}>`,
    ...Object.entries(message.headers ?? {}).map(
      ([name, value]) => `${headerName(name)}: ${headerValue(value)}`,
    ),
    "MIME-Version: 1.0",
    `Content-Type: multipart/alternative; boundary="${boundary}"`,
    "",
    `--${boundary}`,
    "Content-Type: text/plain; charset=UTF-8",
    "Content-Transfer-Encoding: base64",
    "",
    base64Body(message.text),
    `--${boundary}`,
    "Content-Type: text/html; charset=UTF-8",
    "Content-Transfer-Encoding: base64",
    "",
    base64Body(message.html),
    `--${boundary}--`,
    "",
  ].join("\r\n");
}
