import { index, integer, real, sqliteTable, text, unique } from "drizzle-orm/sqlite-core";
import { id, timestamp, timestampNow } from "./columns";
import { providers } from "./providers";

/** Each component of the published score, 0–10; the method page states the weights. */
export type ScoreComponents = Record<string, number>;

/**
 * A provider's published score (0–10, one decimal) under a versioned method, kept current: it is
 * recomputed whenever one of its inputs changes and by the daily cron. NULL score: no confirmed
 * licence, so no score.
 */
export const providerScores = sqliteTable("provider_scores", {
  providerId: text("provider_id")
    .primaryKey()
    .references(() => providers.id, { onDelete: "cascade" }),
  score: real("score"),
  methodVersion: integer("method_version").notNull(),
  components: text("components", { mode: "json" }).$type<ScoreComponents>().notNull().default({}),
  computedAt: timestampNow("computed_at"),
});

/** The score at each month's end (the current month: its latest value), drawn as a small chart. */
export const providerScoreHistory = sqliteTable(
  "provider_score_history",
  {
    id: id(),
    providerId: text("provider_id")
      .notNull()
      .references(() => providers.id, { onDelete: "cascade" }),
    /** 'YYYY-MM' in Cyprus time. */
    month: text("month", { length: 7 }).notNull(),
    score: real("score"),
    methodVersion: integer("method_version").notNull(),
    recordedAt: timestamp("recorded_at").notNull(),
  },
  (t) => [
    unique("provider_score_history_provider_month_unique").on(t.providerId, t.month),
    index("provider_score_history_month_idx").on(t.month),
  ],
);
