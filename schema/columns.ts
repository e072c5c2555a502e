import { sql } from "drizzle-orm";
import { check, integer, text, type SQLiteColumn } from "drizzle-orm/sqlite-core";
import { LOCALES } from "./locales";

/**
 * A random RFC 4122 version-4 UUID built in SQL, so rows inserted by raw SQL (seeds, wrangler d1
 * execute) get an id exactly like rows inserted through drizzle.
 */
export const uuidV4 = sql`(lower(hex(randomblob(4))) || '-' || lower(hex(randomblob(2))) || '-4' || substr(lower(hex(randomblob(2))), 2) || '-' || substr('89ab', 1 + (abs(random()) % 4), 1) || substr(lower(hex(randomblob(2))), 2) || '-' || lower(hex(randomblob(6))))`;

/** Milliseconds since the epoch as an integer, the storage of drizzle's `timestamp_ms` mode. */
const nowMs = sql`(cast(unixepoch('subsec') * 1000 as integer))`;

export const id = () => text("id").primaryKey().default(uuidV4);

export const timestamp = (name: string) => integer(name, { mode: "timestamp_ms" });

/** A non-null timestamp that the database fills with the insert time. */
export const timestampNow = (name: string) => timestamp(name).notNull().default(nowMs);

export const createdAt = () => timestampNow("created_at");

export const timestamps = () => ({
  createdAt: createdAt(),
  updatedAt: timestampNow("updated_at").$onUpdate(() => new Date()),
});

export const localeColumn = (name = "locale") => text(name, { enum: LOCALES });

/**
 * The bare column name for CHECK and partial-index SQL. drizzle would write "table"."column", which
 * breaks when drizzle-kit later rebuilds the table under a temporary name.
 */
export const bare = (column: SQLiteColumn) => sql.identifier(column.name);

/** SQLite ignores TS enums: this CHECK makes the database itself refuse values outside the list. */
export function enumCheck(name: string, column: SQLiteColumn, values: readonly string[]) {
  const list = sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );
  return check(name, sql`${bare(column)} in (${list})`.inlineParams());
}

export const localeCheck = (name: string, column: SQLiteColumn) => enumCheck(name, column, LOCALES);
