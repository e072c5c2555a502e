import { Hono } from "hono";
import { deleteCookie, setCookie } from "hono/cookie";
import { consentFormSchema } from "#schema/api/consent";
import { ANON_ID_COOKIE, CONSENT_MAX_AGE_SECONDS } from "#schema/consent";
import { CONSENT_COOKIE } from "#schema/consent-cookie";
import { safeReturnPath } from "#schema/return-path";
import { secureCookies } from "../lib/https";
import { validate } from "../lib/validate";
import type { AppEnv } from "../types";

/**
 * The cookie banner's and the menu's answer as a plain form post: what a press does before the
 * page's code for them has arrived, or without JavaScript. It stores the choice as the page itself
 * does (a cookie the page reads, so not HttpOnly; rejecting removes the anonymous id), then sends
 * the browser back to the page it came from (303).
 */
export const consentRoutes = new Hono<AppEnv>().post("/", validate("form", consentFormSchema), (c) => {
  const { choice, returnTo } = c.req.valid("form");
  const secure = secureCookies(c);
  setCookie(c, CONSENT_COOKIE, choice, {
    path: "/",
    sameSite: "Lax",
    secure,
    maxAge: CONSENT_MAX_AGE_SECONDS,
  });
  if (choice === "rejected") deleteCookie(c, ANON_ID_COOKIE, { path: "/", secure });
  return c.redirect(safeReturnPath(returnTo), 303);
});
