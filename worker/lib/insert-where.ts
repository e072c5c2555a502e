import { getTableColumns, is, SQL, sql } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import type { Db } from "./db";

type RowOrSql<T extends SQLiteTable> = { [K in keyof T["$inferInsert"]]?: T["$inferInsert"][K] | SQL };

/** A value bound as its column stores it (a Date as milliseconds, JSON as text); SQL as it is. */
const bound = (value: unknown, column: SQLiteColumn) => (is(value, SQL) ? value : sql.param(value, column));

/** What drizzle's own insert writes for a column left out: its default, else null. */
function defaultOf(column: SQLiteColumn) {
  if (column.default !== undefined && column.default !== null) return bound(column.default, column);
  if (column.defaultFn) return bound(column.defaultFn(), column);
  if (column.onUpdateFn) return bound(column.onUpdateFn(), column);
  return sql`null`;
}

/**
 * `INSERT INTO table SELECT values WHERE condition`: one row, written only if the condition holds
 * when the statement runs, so a check and its write cannot be raced apart. An SQL value (a
 * subquery) is used as it is; columns left out take their defaults. A drizzle insert (not db.run,
 * which D1's batch cannot bind), so it joins a db.batch() and takes .onConflictDoUpdate().
 */
export function insertWhere<T extends SQLiteTable>(db: Db, table: T, row: RowOrSql<T>, condition: SQL) {
  const given: Record<string, unknown> = row;
  const values = Object.entries(getTableColumns(table))
    // drizzle lists every column but the generated ones; the values must follow that list.
    .filter(([, column]) => column.generated === undefined || column.generated.type === "byDefault")
    .map(([key, column]) => (given[key] === undefined ? defaultOf(column) : bound(given[key], column)));
  return db.insert(table).select(sql`select ${sql.join(values, sql`, `)} where ${condition}`);
}
