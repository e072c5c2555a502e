import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { ApiErrorBody } from "#schema/api/error-body";
import { keyedMessage, readMessage, type MessageKey, type MessageParams } from "#schema/api/messages";

/**
 * The body of every error answer (schema/api/messages.ts, docs/decisions/002): the English
 * `message`, and its `messageKey` and `params` when it is one of the catalogue's, so the client
 * can say it in the visitor's language. A plain `HTTPException` whose text is a catalogue message
 * gets its key here, so code that throws one needs nothing more.
 */
export function errorBody(message: string): ApiErrorBody {
  return readMessage(message) ?? { message };
}

/** The header that names a failed request's id on its 500 answer. */
export const REQUEST_ID_HEADER = "X-Request-Id";

/**
 * An unexpected failure, logged as one JSON line (Workers Logs indexes its fields) under the
 * request's id: Cloudflare's own (`cf-ray`) where there is one, so the log, the answer and
 * Cloudflare's request log meet; else a fresh one.
 */
function logUnexpected(error: unknown, c: Context) {
  const requestId = c.req.header("cf-ray") || crypto.randomUUID();
  const { name, message, stack } = error instanceof Error ? error : new Error(String(error));
  console.error(
    JSON.stringify({
      level: "error",
      requestId,
      method: c.req.method,
      path: c.req.path,
      error: { name, message, stack },
    }),
  );
  return requestId;
}

/**
 * The one error handler: expected failures keep their status and message; the rest is logged and
 * answered 500 with the request id of its log line (in the body and a header), for the visitor to
 * quote and the operator to find.
 */
export function handleError(error: Error, c: Context) {
  if (error instanceof HTTPException) {
    if (error.res) return error.res;
    return c.json(
      error.message ? errorBody(error.message) : keyedMessage("api.error.request_failed"),
      error.status,
    );
  }
  const requestId = logUnexpected(error, c);
  return c.json({ ...keyedMessage("api.error.internal"), requestId }, 500, {
    [REQUEST_ID_HEADER]: requestId,
  });
}

/** An expected failure in one of the catalogue's messages, with its parameters. */
export function apiError(
  status: ContentfulStatusCode,
  key: MessageKey,
  params?: MessageParams,
  headers?: Record<string, string>,
) {
  const body = keyedMessage(key, params);
  return new HTTPException(status, { message: body.message, res: Response.json(body, { status, headers }) });
}

/**
 * An expected failure whose body carries more than a message (e.g. `yourEmail`, an import's
 * errors) or whose answer
 * needs headers (e.g. Retry-After); the error handler sends it as it is.
 */
export function jsonError(
  status: 403 | 422 | 429,
  body: { message: string } & Record<string, unknown>,
  headers?: Record<string, string>,
) {
  return new HTTPException(status, {
    message: body.message,
    res: Response.json({ ...body, ...errorBody(body.message) }, { status, headers }),
  });
}

/** 409 for a value another row already holds; `field` names the form field (e.g. 'translations.el.slug'). */
export function fieldConflict(key: MessageKey, params: MessageParams, field: string) {
  const body = { ...keyedMessage(key, params), field };
  return new HTTPException(409, { message: body.message, res: Response.json(body, { status: 409 }) });
}

/** 429 telling the client how many seconds to wait: the message's `count`, and Retry-After. */
export function tooManyRequests(key: MessageKey, params: MessageParams & { count: number }) {
  return apiError(429, key, params, { "Retry-After": String(params.count) });
}

export function apiNotFound(c: Context) {
  return c.json(keyedMessage("api.error.no_route", { method: c.req.method, path: c.req.path }), 404);
}
