import { and, gte, isNotNull, sql, type SQL } from "drizzle-orm";
import { complaints } from "#schema/complaints";
import type { ComplaintFigures } from "#schema/score-method";
import type { Db } from "../lib/db";

const DAY_MS = 86_400_000;

/** The statistics cover cases filed in the last this many months. */
const COMPLAINT_STATS_MONTHS = 12;

/**
 * The window's first instant: the start (UTC) of the same calendar day COMPLAINT_STATS_MONTHS months
 * before `now`. A whole day, so every answer of one day states the same window.
 */
export function complaintStatsSince(now: Date): Date {
  return new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - COMPLAINT_STATS_MONTHS, now.getUTCDate()),
  );
}

/**
 * The public cases (forwarded to the company) filed from `since` of the providers `which` selects,
 * one row each, with whether the case ever became 'no_response' (its timeline says so even when
 * the company answered later and the case moved on).
 */
export const publicCasesSince = (db: Db, since: Date, which?: SQL) =>
  db
    .select({
      providerId: complaints.providerId,
      status: complaints.status,
      createdAt: complaints.createdAt,
      closedAt: complaints.closedAt,
      // Written out: drizzle names columns without their table inside a single-table query, which
      // would compare the event's own id here.
      reachedNoResponse: sql<number>`exists (select 1 from complaint_events e where e.complaint_id = "complaints"."id" and e.to_status = 'no_response')`,
    })
    .from(complaints)
    .where(and(isNotNull(complaints.forwardedAt), gte(complaints.createdAt, since), which));

type PublicCase = Awaited<ReturnType<typeof publicCasesSince>>[number];

const median = (values: number[]) => {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** The figures of a set of public cases; the median in days with one decimal. */
export function complaintFigures(cases: readonly PublicCase[]): ComplaintFigures {
  const resolved = cases.filter((c) => c.status === "resolved");
  const days = resolved.flatMap((c) =>
    c.closedAt ? [(c.closedAt.getTime() - c.createdAt.getTime()) / DAY_MS] : [],
  );
  const middle = median(days);
  return {
    filed: cases.length,
    resolved: resolved.length,
    noResponse: cases.filter((c) => Boolean(c.reachedNoResponse)).length,
    medianDaysToResolve: middle === null ? null : Math.round(middle * 10) / 10,
  };
}

/** The figures of each provider that has a public case among `cases`. */
export function complaintFiguresByProvider(cases: readonly PublicCase[]): Map<string, ComplaintFigures> {
  const byProvider = new Map<string, PublicCase[]>();
  for (const c of cases) byProvider.set(c.providerId, [...(byProvider.get(c.providerId) ?? []), c]);
  return new Map([...byProvider].map(([id, own]) => [id, complaintFigures(own)]));
}
