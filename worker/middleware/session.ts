import type { Context, MiddlewareHandler } from "hono";
import { createMiddleware } from "hono/factory";
import type { Permission } from "#schema/api/permissions";
import { apiError } from "../lib/errors";
import { handedOverTo, type HandOver } from "../lib/in-process";
import { readSessionCookie } from "../lib/session-cookie";
import { resolveSession } from "../services/sessions";
import type { PublicUser } from "../services/users";
import type { AppEnv } from "../types";

type Session = Pick<HandOver, "user" | "sessionId">;

/**
 * Who is asking: sets `user` and `sessionId` (both null for anonymous visitors). A page's
 * in-process API calls take the session the page read, so a page reads it once.
 */
export const loadSession = createMiddleware<AppEnv>(async (c, next) => {
  const { user, sessionId } = handedOverTo(c.req.raw) ?? (await readSession(c));
  c.set("user", user);
  c.set("sessionId", sessionId);
  await next();
});

async function readSession(c: Context<AppEnv>): Promise<Session> {
  const sid = await readSessionCookie(c, c.get("config").sessionSecret);
  const user = sid ? await resolveSession(c.get("db"), sid, new Date()) : null;
  return { user, sessionId: user ? sid : null };
}

/** The signed-in user of a request, or a 401. */
export function signedInUser(c: Context<AppEnv>): PublicUser {
  const user = c.get("user");
  if (!user) throw apiError(401, "auth.error.sign_in_first");
  return user;
}

export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  signedInUser(c);
  await next();
});

/** A middleware that lets through a user holding at least one of `permissions`; it names them. */
export type PermissionGuard = MiddlewareHandler<AppEnv> & { permissions: readonly Permission[] };

/**
 * The server-side check of the back office, first on every /api/admin route: 401 anonymous, 403
 * signed in without any of the route's permissions (worker/services/permissions.ts).
 */
export function requirePermission(...permissions: [Permission, ...Permission[]]): PermissionGuard {
  const guard = createMiddleware<AppEnv>(async (c, next) => {
    const held = signedInUser(c).permissions;
    if (!permissions.some((permission) => held.includes(permission))) {
      throw apiError(403, "admin.error.forbidden");
    }
    await next();
  });
  return Object.assign(guard, { permissions });
}

/** Anyone with some back-office permission: the outer gate of /api/admin. */
export const requireStaff = createMiddleware<AppEnv>(async (c, next) => {
  if (signedInUser(c).permissions.length === 0) throw apiError(403, "admin.error.forbidden");
  await next();
});
