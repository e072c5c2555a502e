import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { keyedMessage, type KeyedMessage, type MessageKey, type MessageParams } from "#schema/api/messages";

/**
 * An expected failure in one of the catalogue's messages (schema/api/messages.ts,
 * docs/decisions/002): its body is the English `message` with the `messageKey` and `params` the
 * client says it with in the visitor's language, and whatever else the answer carries. A page the
 * Worker renders itself (the sign-in failure) reads the key and parameters from here.
 */
export class ApiMessageError extends HTTPException {
  readonly messageKey: MessageKey;
  readonly params: MessageParams | undefined;

  constructor(
    status: ContentfulStatusCode,
    readonly body: KeyedMessage & Record<string, unknown>,
    readonly headers?: Record<string, string>,
  ) {
    super(status, { message: body.message });
    this.messageKey = body.messageKey;
    this.params = body.params;
  }

  override getResponse() {
    return Response.json(this.body, { status: this.status, headers: this.headers });
  }
}

/** The header that names a failed request's id on its 500 answer. */
const REQUEST_ID_HEADER = "X-Request-Id";

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
  // Answered through the context, so what the request had already set (a cookie cleared before
  // the failure, e.g. a spent sign-in flow) goes out with the error too.
  if (error instanceof ApiMessageError) return c.json(error.body, error.status, error.headers);
  if (error instanceof HTTPException) {
    if (error.res) return error.res;
    return c.json(
      error.message ? { message: error.message } : keyedMessage("api.error.request_failed"),
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
  return new ApiMessageError(status, keyedMessage(key, params), headers);
}

/**
 * An expected failure whose body carries more than a message (e.g. `yourEmail`, an import's
 * errors); the error handler sends it as it is.
 */
export function jsonError(
  status: 403 | 422,
  key: MessageKey,
  params: MessageParams | undefined,
  extra: Record<string, unknown>,
) {
  return new ApiMessageError(status, { ...extra, ...keyedMessage(key, params) });
}

/** 400 for a value a rule refuses; `field` names the form field (e.g. 'affiliateUrl'). */
export function fieldError(key: MessageKey, params: MessageParams, field: string) {
  return new ApiMessageError(400, { ...keyedMessage(key, params), field });
}

/** 409 for a value another row already holds; `field` names the form field (e.g. 'translations.el.slug'). */
export function fieldConflict(key: MessageKey, params: MessageParams, field: string) {
  return new ApiMessageError(409, { ...keyedMessage(key, params), field });
}

/** 429 telling the client how many seconds to wait: the message's `count`, and Retry-After. */
export function tooManyRequests(key: MessageKey, params: MessageParams & { count: number }) {
  return apiError(429, key, params, { "Retry-After": String(params.count) });
}

export function apiNotFound(c: Context) {
  return c.json(keyedMessage("api.error.no_route", { method: c.req.method, path: c.req.path }), 404);
}
