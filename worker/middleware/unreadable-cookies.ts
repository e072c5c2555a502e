import { deleteCookie } from "hono/cookie";
import { createMiddleware } from "hono/factory";

/** Names a Set-Cookie may carry (RFC 6265 tokens): only those can be cleared. */
const COOKIE_NAME = /^[\w!#$%&'*.^`|~+-]+$/;

function decodes(value: string) {
  try {
    decodeURIComponent(value);
    return true;
  } catch {
    return false;
  }
}

/** Cookies of a Cookie header whose value is not valid percent-encoding (e.g. `locale=%`). */
function unreadableCookieNames(header: string | undefined): string[] {
  return (header ?? "").split(";").flatMap((pair) => {
    const at = pair.indexOf("=");
    if (at === -1) return [];
    const name = pair.slice(0, at).trim();
    const value = pair
      .slice(at + 1)
      .trim()
      .replace(/^"(.*)"$/, "$1");
    return COOKIE_NAME.test(name) && !decodes(value) ? [name] : [];
  });
}

/**
 * Readers ignore a cookie that cannot be decoded (hono/cookie hands it over undecoded, and no
 * reader accepts it); every answer also expires it, so the browser stops sending it.
 */
export const clearUnreadableCookies = createMiddleware(async (c, next) => {
  await next();
  for (const name of new Set(unreadableCookieNames(c.req.header("cookie")))) {
    const secure = name.startsWith("__Host-") || name.startsWith("__Secure-");
    deleteCookie(c, name, { path: "/", secure });
  }
});
