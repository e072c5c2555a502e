import { and, count, gte, lt, sql, type SQL } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import { nicosiaDate } from "#schema/cyprus-time";
import type { reviews } from "#schema/reviews";
import type { users } from "#schema/users";
import type { Db } from "../lib/db";

export const HOUR_MS = 3_600_000;

/**
 * The UTC hour of a millisecond timestamp column, for GROUP BY in SQL. Cyprus is a whole number of
 * hours from UTC, so every UTC hour falls inside one Cyprus day: counting per hour in SQL and
 * summing the hours into Cyprus days here is exact, without loading a row per event.
 */
// The divisor is written into the SQL: bound from JavaScript it arrives as a REAL, the division
// is then not an integer one, and every event would be a group of its own.
export const utcHour = (column: SQLiteColumn | SQL): SQL<number> =>
  sql<number>`(${column} / ${sql.raw(String(HOUR_MS))})`;

/**
 * Sums per-hour counts into the given Cyprus days (each starts at zero); hours outside them are
 * dropped. Every numeric field but `hour` is summed.
 */
export function perCyprusDay<K extends string>(
  days: readonly string[],
  keys: readonly K[],
  hours: readonly ({ hour: number } & Record<K, number | null>)[],
): Map<string, Record<K, number>> {
  const zero = () => Object.fromEntries(keys.map((key) => [key, 0])) as Record<K, number>;
  const totals = new Map(days.map((day) => [day, zero()]));
  for (const row of hours) {
    const sums = totals.get(nicosiaDate(new Date(row.hour * HOUR_MS)));
    if (sums) for (const key of keys) sums[key] += Number(row[key] ?? 0);
  }
  return totals;
}

/** Reviews or sign-ups created in [since, until), counted per UTC hour in SQL. */
export const createdPerHour = (db: Db, table: typeof reviews | typeof users, since: Date, until?: Date) => {
  const hour = utcHour(table.createdAt);
  return db
    .select({ hour, total: count() })
    .from(table)
    .where(and(gte(table.createdAt, since), until ? lt(table.createdAt, until) : undefined))
    .groupBy(hour);
};
