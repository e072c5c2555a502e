import { createMiddleware } from "hono/factory";
import { readConfig } from "../lib/config";
import { createDb } from "../lib/db";
import type { AppEnv } from "../types";

/** The database and the configuration of this request, for every route below. */
export const requestContext = createMiddleware<AppEnv>(async (c, next) => {
  c.set("db", createDb(c.env.DB));
  c.set("config", readConfig(c.env));
  await next();
});
