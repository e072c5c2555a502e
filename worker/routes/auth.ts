import type { Context } from "hono";
import { Hono } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { HTTPException } from "hono/http-exception";
import { z } from "zod";
import { messageRef } from "#schema/api/messages";
import { hasControlCharacters } from "#schema/control-characters";
import { safeReturnPath } from "#schema/return-path";
import { emailSchema } from "#schema/validators";
import { devLoginPage } from "../lib/dev-login-page";
import { isHttps } from "../lib/https";
import { logoutPage } from "../lib/logout-page";
import { signInFailedPage } from "../lib/sign-in-failed-page";
import { requestLocale } from "../middleware/visitor-locale";
import { JSON_TYPE, mediaTypeOf, readJsonOrForm } from "../lib/request-body";
import { clearSessionCookie, writeSessionCookie } from "../lib/session-cookie";
import { invalidInput, validate } from "../lib/validate";
import { countRequest, rateLimit } from "../middleware/rate-limit";
import { requireUser, signedInUser } from "../middleware/session";
import { beginLogin, completeLogin } from "../services/oidc";
import { SIGN_IN_LIMIT } from "../services/rate-limit-rules";
import { messageInLocale } from "../services/ui-strings";
import { acceptInvitation } from "../services/representative-invitations";
import type { CurrentUser } from "../services/representatives";
import { endSession, startSession } from "../services/sessions";
import { upsertDevUser, upsertIdentityUser, type PublicUser } from "../services/users";
import type { AppEnv } from "../types";
import { apiError, ApiMessageError } from "../lib/errors";

const flowCookie = (c: Context) => (isHttps(c) ? "__Host-oidc-flow" : "oidc-flow");
const redirectUri = (c: Context<AppEnv>) => `${c.get("config").siteUrl}/api/callback`;

/** Starts a session; an invitation waiting for the user's (verified) address is accepted with it. */
async function signIn(c: Context<AppEnv>, user: PublicUser) {
  await acceptInvitation(c.get("db"), user.id, new Date());
  const { sid, absoluteExpiry } = await startSession(c.get("db"), user.id, new Date(), c.get("sessionId"));
  await writeSessionCookie(c, c.get("config").sessionSecret, sid, absoluteExpiry);
}

const devName = z
  .string()
  .trim()
  .max(100)
  .refine((name) => !hasControlCharacters(name), messageRef("profile.validation.name_control_characters"))
  .optional();

const devLoginSchema = z.object({
  email: emailSchema,
  firstName: devName,
  lastName: devName,
  returnTo: z.string().optional(),
});

/** A browser's own navigation (following a link or a redirect), not a script's fetch. */
const isNavigation = (c: Context) =>
  c.req.header("sec-fetch-mode") === "navigate" || (c.req.header("accept") ?? "").includes("text/html");

/**
 * The sign-in round trip runs in the visitor's browser: a failure there is a page in their
 * language with a new attempt, not a JSON body. Calls from scripts keep the JSON error.
 */
async function pageOnFailure(c: Context<AppEnv>, handle: () => Promise<Response>) {
  try {
    return await handle();
  } catch (error) {
    if (!(error instanceof HTTPException) || !isNavigation(c)) throw error;
    const locale = requestLocale(c);
    const reason =
      error instanceof ApiMessageError
        ? await messageInLocale(c.get("db"), locale, error.messageKey, error.params)
        : error.message;
    // The refusal's own headers (a 429's Retry-After) stay on the page.
    const retryAfter = error.getResponse().headers.get("Retry-After");
    return c.html(
      signInFailedPage(locale, reason),
      error.status,
      retryAfter ? { "Retry-After": retryAfter } : {},
    );
  }
}

/** JSON from scripts (answered in JSON), or the built-in page's form (answered with a redirect). */
async function readDevLogin(c: Context) {
  const parsed = devLoginSchema.safeParse(await readJsonOrForm(c));
  if (!parsed.success) throw invalidInput(parsed.error);
  return { ...parsed.data, json: mediaTypeOf(c) === JSON_TYPE };
}

/** GET /api/me: who is signed in, if anyone, and the provider they answer for. */
export const meOf = (user: CurrentUser | null) => ({ authenticated: user !== null, user });

export const authRoutes = new Hono<AppEnv>()
  // The sign-in limit is counted inside pageOnFailure, so a browser past it gets a page, not JSON.
  .get("/login", validate("query", z.object({ returnTo: z.string().optional() })), (c) =>
    pageOnFailure(c, async () => {
      await countRequest(c, SIGN_IN_LIMIT);
      const { oidc, development, sessionSecret } = c.get("config");
      const returnTo = safeReturnPath(c.req.valid("query").returnTo);
      if (oidc) {
        const flow = await beginLogin({
          oidc,
          secret: sessionSecret,
          redirectUri: redirectUri(c),
          returnTo,
        });
        setCookie(c, flowCookie(c), flow.flowToken, {
          httpOnly: true,
          sameSite: "Lax",
          secure: isHttps(c),
          path: "/",
          maxAge: flow.maxAge,
        });
        return c.redirect(flow.authorizationUrl, 302);
      }
      if (!development) throw apiError(503, "auth.error.sign_in_unavailable");
      return c.html(devLoginPage(returnTo));
    }),
  )
  .post("/login/dev", rateLimit(SIGN_IN_LIMIT), async (c) => {
    const { oidc, development } = c.get("config");
    if (oidc || !development) throw apiError(404, "auth.error.dev_sign_in_unavailable");
    const input = await readDevLogin(c);
    const user = await upsertDevUser(c.get("db"), input);
    await signIn(c, user);
    return input.json ? c.json({ user }) : c.redirect(safeReturnPath(input.returnTo), 303);
  })
  .get("/callback", (c) =>
    pageOnFailure(c, async () => {
      await countRequest(c, SIGN_IN_LIMIT);
      const { oidc, sessionSecret } = c.get("config");
      if (!oidc) throw apiError(404, "auth.error.oidc_not_configured");
      const flowToken = getCookie(c, flowCookie(c));
      deleteCookie(c, flowCookie(c), { path: "/", secure: isHttps(c) });
      const { claims, returnTo } = await completeLogin({
        oidc,
        secret: sessionSecret,
        redirectUri: redirectUri(c),
        query: c.req.query(),
        flowToken,
      });
      await signIn(c, await upsertIdentityUser(c.get("db"), claims, new Date()));
      return c.redirect(returnTo, 302);
    }),
  )
  // A link (from anywhere) only shows the sign-out button; the form's post signs out.
  .get("/logout", (c) => c.html(logoutPage(requestLocale(c))))
  .post("/logout", async (c) => {
    const sid = c.get("sessionId");
    if (sid) await endSession(c.get("db"), sid);
    clearSessionCookie(c);
    return c.redirect("/", 303);
  })
  .get("/me", (c) => c.json(meOf(c.get("user"))))
  .get("/auth/user", requireUser, (c) => c.json(signedInUser(c)));
