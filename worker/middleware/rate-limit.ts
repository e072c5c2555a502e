import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { tooManyRequests } from "../lib/errors";
import type { RateLimitRule } from "../services/rate-limit-rules";
import { hitRateLimit } from "../services/rate-limits";
import type { AppEnv } from "../types";

/** The client: the signed-in user where there is one, else the connecting address. */
export const clientOf = (c: Context<AppEnv>) =>
  c.get("user")?.id ?? c.req.header("cf-connecting-ip") ?? c.req.header("x-real-ip") ?? "local";

/** Counts the request; throws 429 with Retry-After once the client passes the rule's count in its window. */
export async function countRequest(c: Context<AppEnv>, rule: RateLimitRule) {
  const result = await hitRateLimit(c.get("db"), rule, clientOf(c), new Date());
  if (!result.allowed) {
    throw tooManyRequests("rate_limit.retry_in", { count: result.retryAfterSeconds });
  }
}

/** The same count as a middleware, for routes whose refusal is a JSON answer. */
export function rateLimit(rule: RateLimitRule) {
  return createMiddleware<AppEnv>(async (c, next) => {
    await countRequest(c, rule);
    await next();
  });
}
