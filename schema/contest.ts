import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text, unique, uniqueIndex } from "drizzle-orm/sqlite-core";
import { bare, enumCheck, id, timestamp, timestampNow, timestamps } from "./columns";
import { PAYMENT_METHODS, PRIZE_STATUSES, type PaymentMethod } from "./enums";
import { users } from "./users";

/** Payout details as stored: the keys depend on the method (see paymentMethodInputSchema). */
export type PaymentDetails = Record<string, string>;
export type PaymentMethodSnapshot = {
  method: PaymentMethod;
  details: PaymentDetails;
};

const userRef = () =>
  text("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" });

export const userPaymentMethods = sqliteTable(
  "user_payment_methods",
  {
    id: id(),
    userId: userRef(),
    method: text("method", { enum: PAYMENT_METHODS }).notNull(),
    details: text("details", { mode: "json" }).notNull().$type<PaymentDetails>(),
    isActive: integer("is_active", { mode: "boolean" }).notNull().default(true),
    ...timestamps(),
  },
  (t) => [
    index("user_payment_methods_user_id_idx").on(t.userId),
    // A user has one current payout method; older ones stay, inactive, for the record.
    uniqueIndex("user_payment_methods_one_active_idx")
      .on(t.userId)
      .where(sql`${bare(t.isActive)} = 1`),
    enumCheck("user_payment_methods_method_check", t.method, PAYMENT_METHODS),
  ],
);

export const reviewLeaderboards = sqliteTable(
  "review_leaderboards",
  {
    id: id(),
    /** 'YYYY-MM'. */
    month: text("month", { length: 7 }).notNull(),
    userId: userRef(),
    reviewCount: integer("review_count").notNull().default(0),
    rank: integer("rank").notNull(),
    /** Whole euro; 0 outside the prize places. */
    prizeAmount: integer("prize_amount").notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    unique("review_leaderboards_month_user_unique").on(t.month, t.userId),
    index("review_leaderboards_month_rank_idx").on(t.month, t.rank),
    index("review_leaderboards_user_id_idx").on(t.userId),
  ],
);

export const prizeAwards = sqliteTable(
  "prize_awards",
  {
    id: id(),
    leaderboardId: text("leaderboard_id")
      .notNull()
      .references(() => reviewLeaderboards.id, { onDelete: "cascade" }),
    userId: userRef(),
    /** Whole euro. */
    amount: integer("amount").notNull(),
    /** The payout method as it was at award time, so later edits do not redirect a prize. */
    paymentMethodSnapshot: text("payment_method_snapshot", { mode: "json" })
      .notNull()
      .$type<PaymentMethodSnapshot>(),
    status: text("status", { enum: PRIZE_STATUSES }).notNull().default("pending"),
    paidAt: timestamp("paid_at"),
    notes: text("notes"),
    ...timestamps(),
  },
  (t) => [
    // One award per leaderboard row: the monthly settlement can run twice without paying twice.
    unique("prize_awards_leaderboard_id_unique").on(t.leaderboardId),
    index("prize_awards_status_created_at_idx").on(t.status, t.createdAt),
    index("prize_awards_user_id_idx").on(t.userId),
    enumCheck("prize_awards_status_check", t.status, PRIZE_STATUSES),
  ],
);

/**
 * One row per settled contest month. The settlement writes it first in its batch with insert-or-ignore
 * and writes the standings only when its own row is the one that exists, so of two runs for a month
 * (cron retry, admin click, both at once) exactly one writes anything.
 */
export const contestSettlements = sqliteTable("contest_settlements", {
  /** The run that settled the month (or last recalculated it). */
  id: id(),
  /** 'YYYY-MM'. */
  month: text("month", { length: 7 }).notNull().unique(),
  /** The admin who pressed Calculate or Recalculate; null when the daily cron settled it. */
  settledBy: text("settled_by").references(() => users.id, { onDelete: "set null" }),
  settledAt: timestampNow("settled_at"),
});

export type NewUserPaymentMethod = typeof userPaymentMethods.$inferInsert;
