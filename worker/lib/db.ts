import { drizzle as drizzleD1 } from "drizzle-orm/d1";
import type { LibSQLDatabase } from "drizzle-orm/libsql";
import type { BaseSQLiteDatabase } from "drizzle-orm/sqlite-core";
import * as audit from "#schema/audit";
import * as banners from "#schema/banners";
import * as contest from "#schema/contest";
import * as content from "#schema/content";
import * as mailDeliveries from "#schema/mail-deliveries";
import * as moderation from "#schema/moderation";
import * as onboarding from "#schema/onboarding";
import * as promotions from "#schema/promotions";
import * as providers from "#schema/providers";
import * as rateLimits from "#schema/rate-limits";
import * as reviews from "#schema/reviews";
import * as users from "#schema/users";

export const schema = {
  ...audit,
  ...banners,
  ...contest,
  ...content,
  ...mailDeliveries,
  ...moderation,
  ...onboarding,
  ...promotions,
  ...providers,
  ...rateLimits,
  ...reviews,
  ...users,
};
type Schema = typeof schema;

/**
 * What services receive: drizzle over D1 in the Worker, over libSQL in Node (tests, scripts).
 * Both are async SQLite databases with an atomic `batch()`.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the run-result type differs per driver
export type Db = BaseSQLiteDatabase<"async", any, Schema> & Pick<LibSQLDatabase<Schema>, "batch">;

/** Over the binding itself or over a D1 session, which has the `prepare` and `batch` drizzle uses. */
export function createDb(d1: D1Database | D1DatabaseSession): Db {
  return drizzleD1(d1 as D1Database, { schema });
}
