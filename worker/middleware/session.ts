import type { Context, MiddlewareHandler } from "hono";
import { createMiddleware } from "hono/factory";
import type { Permission } from "#schema/api/permissions";
import { apiError } from "../lib/errors";
import { readSessionCookie } from "../lib/session-cookie";
import { resolveSession } from "../services/sessions";
import type { CurrentUser } from "../services/representatives";
import type { AppEnv } from "../types";

/**
 * Who is asking: sets `user` and `sessionId` (both null for anonymous visitors), read once per
 * request; a page's reads take them from here.
 */
export const loadSession = createMiddleware<AppEnv>(async (c, next) => {
  const sid = await readSessionCookie(c, c.get("config").sessionSecret);
  const user = sid ? await resolveSession(c.get("db"), sid, new Date()) : null;
  c.set("user", user);
  c.set("sessionId", user ? sid : null);
  await next();
});

/** The signed-in user of a request, or a 401. */
export function signedInUser(c: Context<AppEnv>): CurrentUser {
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
    passGuard(c, { permissions });
    await next();
  });
  return Object.assign(guard, { permissions });
}

/** What `guard` checks, outside a route (a back-office page's reads): 401 anonymous, 403 without. */
export function passGuard(c: Context<AppEnv>, guard: Pick<PermissionGuard, "permissions">) {
  const held = signedInUser(c).permissions;
  if (!guard.permissions.some((permission) => held.includes(permission))) {
    throw apiError(403, "admin.error.forbidden");
  }
}

/** Anyone with some back-office permission: the outer gate of /api/admin. */
export const requireStaff = createMiddleware<AppEnv>(async (c, next) => {
  if (signedInUser(c).permissions.length === 0) throw apiError(403, "admin.error.forbidden");
  await next();
});
