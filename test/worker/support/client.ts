import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { users } from "#schema/users";
import { app } from "#worker/app";
import { createDb } from "#worker/lib/db";
import type { Bindings } from "#worker/bindings";

export const ORIGIN = "http://site.test";

/** A deployment's settings: strong secrets of its own and an https site address. */
export const PRODUCTION: Partial<Bindings> = {
  ENVIRONMENT: "production",
  SESSION_SECRET: "a-deployment-session-secret-longer-than-32-bytes",
  PAYOUT_ENCRYPTION_KEY: "sD6oCX3Jctoh5AT6ERyYdH1M7OnrEjqIz7bN8BtRk+g=",
  SITE_URL: "https://site.example",
};

/** A request (a path on ORIGIN, or a full URL) through the whole Worker, optionally with other bindings (e.g. production settings). */
export async function call(path: string, init: RequestInit = {}, bindings: Partial<Bindings> = {}) {
  const ctx = createExecutionContext();
  const url = path.startsWith("http") ? path : `${ORIGIN}${path}`;
  const response = await app.fetch(new Request(url, init), { ...env, ...bindings }, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

/** A same-origin JSON write, as the site's own pages send it. */
export function jsonWrite(method: string, body: unknown, cookie?: string): RequestInit {
  return {
    method,
    headers: {
      "content-type": "application/json",
      origin: ORIGIN,
      "sec-fetch-site": "same-origin",
      ...(cookie ? { cookie } : {}),
    },
    body: JSON.stringify(body),
  };
}

export const sessionCookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0]!)
    .find((c) => c.startsWith("session=") && c !== "session=");

let clients = 0;

/**
 * Signs in through the local development sign-in and returns the `Cookie` header value. Each
 * sign-in comes from its own address, so tests never meet the sign-in rate limit by accident.
 */
export async function signIn(email: string, extra: { firstName?: string; lastName?: string } = {}) {
  const write = jsonWrite("POST", { email, ...extra });
  const headers = {
    ...(write.headers as Record<string, string>),
    "cf-connecting-ip": `198.51.100.${++clients % 250}`,
  };
  const response = await call("/api/login/dev", { ...write, headers });
  const cookie = sessionCookieOf(response);
  if (response.status !== 200 || !cookie) throw new Error(`sign-in failed: ${response.status}`);
  const { user } = (await response.json()) as { user: { id: string } };
  return { cookie, userId: user.id };
}

export const db = () => createDb(env.DB);

export async function setUser(userId: string, values: Partial<typeof users.$inferInsert>) {
  await db().update(users).set(values).where(eq(users.id, userId));
}
