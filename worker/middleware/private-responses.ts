import { createMiddleware } from "hono/factory";
import { hasSessionCookie } from "../lib/session-cookie";

/**
 * Answers about the visitor: who is signed in, their data, sign-in and sign-out, the verification
 * endpoints, the newsletter's confirm and unsubscribe pages, the back office, and the pages that
 * show them.
 */
const PERSONAL_PATH =
  /^\/(?:api\/(?:me|login|logout|callback|auth|user|admin|newsletter)|profile|admin|admin-fix)(?:\/|$)/;

export const isPersonalPath = (path: string) => PERSONAL_PATH.test(path);

/**
 * `Cache-Control: private, no-store` on personal answers, and on anything asked with a session
 * cookie (a page's HTML then embeds the signed-in user): no shared cache may keep them. An answer
 * that already says `private` (the visitor's own leaderboard position, kept a minute by their
 * browser alone) keeps its own rule.
 */
export const privateResponses = createMiddleware(async (c, next) => {
  await next();
  const ownRule = /^private\b/.test(c.res.headers.get("Cache-Control") ?? "");
  if ((isPersonalPath(c.req.path) || hasSessionCookie(c)) && !ownRule) {
    c.header("Cache-Control", "private, no-store");
  }
});
