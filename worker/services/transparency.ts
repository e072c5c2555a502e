import { and, count, gte, isNotNull, lt, sql } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import type { TransparencyReport } from "#schema/api/transparency";
import { monthBounds } from "#schema/cyprus-time";
import { DECISION_OUTCOMES, REPORT_REASONS, type DecisionOutcome, type ReportReason } from "#schema/enums";
import { reviewAppeals, reviewDecisions, reviewReports } from "#schema/moderation";
import type { Db } from "../lib/db";

const zeros = <K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, 0])) as Record<K, number>;

/**
 * The median of the decided reports' durations (closed_at - created_at, ms), in SQL: the database
 * ranks them and answers the middle one (the mean of the middle two for an even count), so a month
 * of many reports sends one row, not one per report.
 */
function medianDuration(db: Db, inMonth: ReturnType<typeof and>) {
  const duration = sql<number>`${reviewReports.closedAt} - ${reviewReports.createdAt}`;
  const ranked = db
    .select({
      duration: duration.as("duration"),
      position: sql<number>`row_number() over (order by ${duration})`.as("position"),
      decided: sql<number>`count(*) over ()`.as("decided"),
    })
    .from(reviewReports)
    .where(and(inMonth, isNotNull(reviewReports.closedAt)))
    .as("ranked");
  return db
    .select({ median: sql<number | null>`avg(${ranked.duration})` })
    .from(ranked)
    .where(sql`${ranked.position} in ((${ranked.decided} + 1) / 2, (${ranked.decided} + 2) / 2)`);
}

/**
 * A Cyprus calendar month's moderation figures ('YYYY-MM'), counted in SQL from the moderation
 * records, each table searched by its `created_at` index: the reports received in the month (by
 * reason, how many are decided so far and how long that took), the decisions made in the month (on
 * reports, on the moderators' own initiative, on appeals) and the appeals filed in it. The queries
 * go to the database together.
 */
export async function getTransparencyReport(db: Db, month: string): Promise<TransparencyReport> {
  const { start, end } = monthBounds(month);
  const within = (column: SQLiteColumn) => and(gte(column, start), lt(column, end));
  const flagged = sql<number>`json_array_length(${reviewDecisions.automatedFlags}) > 0`;
  const [reportRows, [median], decisionRows, [appealsFiled]] = await Promise.all([
    db
      .select({
        reason: reviewReports.reason,
        received: count(),
        decided: count(reviewReports.closedAt),
      })
      .from(reviewReports)
      .where(within(reviewReports.createdAt))
      .groupBy(reviewReports.reason),
    medianDuration(db, within(reviewReports.createdAt)),
    db
      .select({
        trigger: reviewDecisions.trigger,
        outcome: reviewDecisions.outcome,
        flagged,
        decisions: count(),
      })
      .from(reviewDecisions)
      .where(within(reviewDecisions.createdAt))
      .groupBy(reviewDecisions.trigger, reviewDecisions.outcome, flagged),
    db.select({ received: count() }).from(reviewAppeals).where(within(reviewAppeals.createdAt)),
  ]);

  const byReason = zeros<ReportReason>(REPORT_REASONS);
  let decidedReports = 0;
  for (const row of reportRows) {
    byReason[row.reason] = row.received;
    decidedReports += row.decided;
  }
  const received = REPORT_REASONS.reduce((total, reason) => total + byReason[reason], 0);

  const byOutcome = zeros<DecisionOutcome>(DECISION_OUTCOMES);
  const ownInitiative = { total: 0, rejected: 0, removed: 0, flaggedAutomatically: 0 };
  const appeals = { received: appealsFiled?.received ?? 0, decided: 0, restored: 0, upheld: 0 };
  for (const { trigger, outcome, flagged: wasFlagged, decisions } of decisionRows) {
    if (trigger === "report") byOutcome[outcome] += decisions;
    // Only a refusal is a restriction on our own initiative; putting a review back is none.
    else if (trigger === "own_initiative" && (outcome === "rejected" || outcome === "removed")) {
      ownInitiative[outcome] += decisions;
      ownInitiative.total += decisions;
      if (wasFlagged) ownInitiative.flaggedAutomatically += decisions;
    } else if (trigger === "appeal") {
      // An appeal is against a refusal: unless the review is put back, the refusal stands.
      appeals.decided += decisions;
      appeals[outcome === "restored" ? "restored" : "upheld"] += decisions;
    }
  }

  return {
    month,
    reports: {
      received,
      byReason,
      decided: decidedReports,
      open: received - decidedReports,
      medianSecondsToDecide:
        median?.median === null || median === undefined ? null : Math.round(median.median / 1000),
    },
    reportDecisions: {
      total: DECISION_OUTCOMES.reduce((total, outcome) => total + byOutcome[outcome], 0),
      byOutcome,
    },
    ownInitiative,
    appeals,
  };
}
