import { and, asc, count, desc, eq, inArray, notInArray, sql } from "drizzle-orm";
import { COMPLAINT_QUEUE_PAGE_SIZE, type ComplaintQueueFilter } from "#schema/api/admin-complaint-queue";
import { CLOSED_COMPLAINT_STATUSES, isClosed } from "#schema/complaint-status";
import { complaints } from "#schema/complaints";
import { providers } from "#schema/providers";
import type { Db } from "../lib/db";

const DAY_MS = 86_400_000;

export type ComplaintQueueQuery = { status: ComplaintQueueFilter; providerId?: string; page: number };

const byStatus = (status: ComplaintQueueFilter) =>
  status === "all"
    ? undefined
    : status === "live"
      ? notInArray(complaints.status, [...CLOSED_COMPLAINT_STATUSES])
      : eq(complaints.status, status);

/** A closed case sorts after every live one. */
const closedLast = sql`case when ${inArray(complaints.status, [...CLOSED_COMPLAINT_STATUSES])} then 1 else 0 end`;

/**
 * The back office's complaints queue: one page of the cases the filters select, the live ones
 * first, longest waiting (since their status last changed) first, then the closed ones, the latest
 * first; with the days each live case has waited at `now`.
 */
export async function listComplaintQueue(db: Db, query: ComplaintQueueQuery, now: Date) {
  const where = and(
    byStatus(query.status),
    query.providerId ? eq(complaints.providerId, query.providerId) : undefined,
  );
  const [[total], rows, withCases] = await db.batch([
    db.select({ count: count() }).from(complaints).where(where),
    db
      .select({
        id: complaints.id,
        providerId: complaints.providerId,
        providerBrand: providers.brand,
        category: complaints.category,
        status: complaints.status,
        filedAt: complaints.createdAt,
        statusChangedAt: complaints.statusChangedAt,
      })
      .from(complaints)
      .innerJoin(providers, eq(providers.id, complaints.providerId))
      .where(where)
      .orderBy(
        closedLast,
        sql`case when ${closedLast} = 0 then ${complaints.statusChangedAt} end asc`,
        desc(complaints.statusChangedAt),
        asc(complaints.id),
      )
      .limit(COMPLAINT_QUEUE_PAGE_SIZE)
      .offset((query.page - 1) * COMPLAINT_QUEUE_PAGE_SIZE),
    db
      .selectDistinct({ id: providers.id, brand: providers.brand })
      .from(providers)
      .innerJoin(complaints, eq(complaints.providerId, providers.id))
      .orderBy(asc(providers.brand)),
  ]);
  const cases = total?.count ?? 0;
  return {
    items: rows.map((row) => ({
      ...row,
      daysWaited: isClosed(row.status)
        ? null
        : Math.max(0, Math.floor((now.getTime() - row.statusChangedAt.getTime()) / DAY_MS)),
    })),
    page: query.page,
    pageCount: Math.max(1, Math.ceil(cases / COMPLAINT_QUEUE_PAGE_SIZE)),
    total: cases,
    providers: withCases,
  };
}
