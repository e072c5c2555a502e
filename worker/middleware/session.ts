import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { HTTPException } from "hono/http-exception";
import { readSessionCookie } from "../lib/session-cookie";
import { resolveSession } from "../services/sessions";
import type { PublicUser } from "../services/users";
import type { AppEnv } from "../types";

/** Who is asking: sets `user` and `sessionId` (both null for anonymous visitors). */
export const loadSession = createMiddleware<AppEnv>(async (c, next) => {
  const sid = await readSessionCookie(c, c.get("config").sessionSecret);
  const user = sid ? await resolveSession(c.get("db"), sid, new Date()) : null;
  c.set("user", user);
  c.set("sessionId", user ? sid : null);
  await next();
});

/** The signed-in user of a request, or a 401. */
export function signedInUser(c: Context<AppEnv>): PublicUser {
  const user = c.get("user");
  if (!user) throw new HTTPException(401, { message: "Please sign in first." });
  return user;
}

export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  signedInUser(c);
  await next();
});

/** The server-side check of the back office: 401 anonymous, 403 signed in without the admin role. */
export const requireAdmin = createMiddleware<AppEnv>(async (c, next) => {
  if (signedInUser(c).role !== "admin") throw new HTTPException(403, { message: "Admin access required." });
  await next();
});
