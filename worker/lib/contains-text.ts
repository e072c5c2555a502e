import { sql, type SQL, type SQLWrapper } from "drizzle-orm";

/**
 * `column` contains `text`, ignoring the case of ASCII letters (as LIKE does). Not LIKE itself: D1
 * refuses LIKE patterns over 50 bytes, which a few Greek or Cyrillic words pass, and `instr` has
 * no wildcards to escape, so a search for 'a_b' or '100%' finds exactly that.
 */
export const containsText = (column: SQLWrapper, text: string): SQL =>
  sql`instr(lower(${column}), lower(${text})) > 0`;

/** `column` starts with `prefix`, exactly: `instr` again, so `_` and `%` in it stand for themselves. */
export const startsWithText = (column: SQLWrapper, prefix: string): SQL =>
  sql`instr(${column}, ${prefix}) = 1`;
