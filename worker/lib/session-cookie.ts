import { jwtVerify, SignJWT } from "jose";
import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { isHttps } from "./https";

/**
 * The cookie carries a signed token naming the server-side session. On https it uses the
 * `__Host-` prefix (Secure, Path=/, no Domain); plain http is only local development.
 */
const NAME = "session";

export async function writeSessionCookie(c: Context, secret: Uint8Array, sid: string, expires: Date) {
  const token = await new SignJWT({ sid })
    .setProtectedHeader({ alg: "HS256" })
    .setIssuedAt()
    .setExpirationTime(expires)
    .sign(secret);
  setCookie(c, NAME, token, {
    httpOnly: true,
    sameSite: "Lax",
    secure: isHttps(c),
    path: "/",
    expires,
    ...(isHttps(c) ? { prefix: "host" as const } : {}),
  });
}

const sessionToken = (c: Context) => (isHttps(c) ? getCookie(c, NAME, "host") : getCookie(c, NAME));

/** The request carries a session cookie, valid or not. */
export const hasSessionCookie = (c: Context) => sessionToken(c) !== undefined;

/** The session id of a valid token; a tampered or expired token names no session. */
export async function readSessionCookie(c: Context, secret: Uint8Array): Promise<string | null> {
  const token = sessionToken(c);
  if (!token) return null;
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: ["HS256"] });
    return typeof payload.sid === "string" ? payload.sid : null;
  } catch {
    return null;
  }
}

export function clearSessionCookie(c: Context) {
  if (isHttps(c)) deleteCookie(c, NAME, { path: "/", secure: true, prefix: "host" });
  else deleteCookie(c, NAME, { path: "/" });
}
