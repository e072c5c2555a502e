import { createMiddleware } from "hono/factory";
import { readConfig } from "../lib/config";
import { keepBookmark, openD1Session } from "../lib/d1-session";
import { createDb } from "../lib/db";
import { forgetContentVersion } from "../lib/edge-cache";
import type { AppEnv } from "../types";

/** The database and the configuration of this request, for every route below. */
export const requestContext = createMiddleware<AppEnv>(async (c, next) => {
  c.set("config", readConfig(c.env));
  const session = openD1Session(c);
  c.set("d1", session);
  c.set("db", createDb(session));
  await next();
  if (c.req.method === "GET" || c.req.method === "HEAD") return;
  // After a write: the visitor's next sessions start from it, and the next page asks for the version.
  keepBookmark(c, session);
  forgetContentVersion();
});
