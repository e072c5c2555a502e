import { messageOf, messageRef, type MessageKey, type MessageParams } from "#schema/api/messages";
import { apiErrorBody } from "#web/lib/api-send";
import type { Vars } from "#web/i18n/translate";

/** t and tp of useT(). */
export type Translator = {
  t: (key: string, vars?: Vars) => string;
  tp: (key: string, count: number, vars?: Vars) => string;
};

/** A message as the API gives it: English text, with its key and parameters if known. */
export type MessageLike = { message: string; messageKey?: string; params?: MessageParams };

/**
 * A message in the visitor's language. The key and parameters come from the error body or, for a
 * form's error, from the schema's messageRef (schema/api/messages.ts); a message with a `count` is a
 * counting one and takes its plural form. Any other text (zod's own English), or a key whose UI
 * string is missing, is shown as it came.
 */
export function translateMessage({ t, tp }: Translator, input: string | MessageLike): string {
  const given = typeof input === "string" ? (messageOf(input) ?? { message: input }) : input;
  const known = given.messageKey ? given : undefined;
  if (!known?.messageKey) return given.message;
  const key = known.messageKey;
  const params = known.params ?? {};
  const count = params.count;
  if (typeof count === "number") {
    const text = tp(key, count, params);
    return text.startsWith(`${key}.`) ? given.message : text;
  }
  const text = t(key, params);
  return text === key ? given.message : text;
}

/** The error body of a failed API call as a message, when the server sent one worth showing. */
export function apiErrorMessage(error: unknown): MessageLike | undefined {
  const body = apiErrorBody(error);
  if (typeof body?.message !== "string" || !body.message.trim()) return undefined;
  const { message, messageKey, params } = body;
  return {
    message,
    messageKey: typeof messageKey === "string" ? messageKey : undefined,
    params: typeof params === "object" && params !== null ? (params as MessageParams) : undefined,
  };
}

/** A server's message as a form field's error (react-hook-form keeps a string): its messageRef when keyed. */
export const fieldErrorMessage = ({ message, messageKey, params }: MessageLike): string =>
  messageKey && messageOf(messageKey) ? messageRef(messageKey as MessageKey, params) : message;
