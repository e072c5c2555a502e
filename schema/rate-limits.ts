import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

/**
 * Fixed-window request counters (sign-in, verification e-mails, other writes). One row per
 * bucket and client; a counter whose window has passed starts again at 1.
 */
export const rateLimits = sqliteTable("rate_limits", {
  key: text("key").primaryKey(),
  windowStart: integer("window_start").notNull(),
  count: integer("count").notNull(),
});
