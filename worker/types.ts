import type { Db } from "./lib/db";

/** Bindings declared in wrangler.toml (and secrets set with `wrangler secret put`). */
export type Bindings = {
  DB: D1Database;
  ASSETS: Fetcher;
  ENVIRONMENT: string;
};

export type AppEnv = {
  Bindings: Bindings;
  Variables: { db: Db };
};
