import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { tooManyRequests } from "../lib/errors";
import { hitRateLimit, type RateLimitRule } from "../services/rate-limits";
import type { AppEnv } from "../types";

/** The client: the signed-in user where there is one, else the connecting address. */
const clientOf = (c: Context<AppEnv>) =>
  c.get("user")?.id ?? c.req.header("cf-connecting-ip") ?? c.req.header("x-real-ip") ?? "local";

export const SIGN_IN_LIMIT: RateLimitRule = { bucket: "sign-in", limit: 20, windowSeconds: 10 * 60 };
export const VERIFICATION_EMAIL_LIMIT: RateLimitRule = {
  bucket: "verification-email",
  limit: 5,
  windowSeconds: 24 * 60 * 60,
};
export const WRITE_LIMIT: RateLimitRule = { bucket: "write", limit: 30, windowSeconds: 60 };

/** 429 with Retry-After once a client passes the rule's count in its window. */
export function rateLimit(rule: RateLimitRule) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const result = await hitRateLimit(c.get("db"), rule, clientOf(c), new Date());
    if (!result.allowed) {
      throw tooManyRequests(
        `Too many requests. Try again in ${result.retryAfterSeconds} seconds.`,
        result.retryAfterSeconds,
      );
    }
    await next();
  });
}
