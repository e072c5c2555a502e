import { and, count, desc, eq, inArray, isNotNull, max, sql } from "drizzle-orm";
import type { ReportDecision, ReportQueue } from "#schema/api/review-reports";
import type { ReportReason } from "#schema/enums";
import type { Locale } from "#schema/locales";
import { reviewReports } from "#schema/moderation";
import { providers, providersI18n } from "#schema/providers";
import { reviews } from "#schema/reviews";
import { users } from "#schema/users";
import type { Db } from "../lib/db";
import { apiError } from "../lib/errors";
import { insertWhere } from "../lib/insert-where";
import { isUniqueViolation } from "../lib/unique-violation";
import { decideReview, type DecisionResult } from "./review-decisions";

/** Letters and digits that cannot be mistaken for one another when read out or typed (no 0/O, 1/I/L). */
const REFERENCE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
const REFERENCE_LENGTH = 6;
/** Fresh references to try when one is taken (one in 887 million per report on file). */
const REFERENCE_ATTEMPTS = 3;

/** A report's reference, e.g. "R-7K3Q9X": short enough to quote on the phone. */
function newReference() {
  const bytes = crypto.getRandomValues(new Uint8Array(REFERENCE_LENGTH));
  return `R-${Array.from(bytes, (byte) => REFERENCE_ALPHABET[byte % REFERENCE_ALPHABET.length]).join("")}`;
}

export type ReportFiling = {
  reviewId: string;
  /** A hash naming the reporter: their account, else their client. */
  reporterKey: string;
  reporterUserId: string | null;
  /** The company whose representative reports, shown to the moderators. */
  reporterProviderId: string | null;
  email: string | null;
  locale: Locale;
  reason: ReportReason;
  explanation: string;
};

const publishedReview = (reviewId: string) =>
  sql`exists (select 1 from ${reviews} where ${reviews.id} = ${reviewId} and ${reviews.status} = 'approved')`;

/**
 * A published review as the report page shows it: its provider's name, the provider page's slug in
 * `locale` (English where it has none), the rating and the text. Null when it is not published.
 */
export async function findReportableReview(db: Db, reviewId: string, locale: Locale) {
  const [review] = await db
    .select({
      providerName: providers.brand,
      slug: sql<
        string | null
      >`coalesce(${providersI18n.slug}, (select ${providersI18n.slug} from ${providersI18n} where ${providersI18n.providerId} = ${providers.id} and ${providersI18n.locale} = 'en'))`,
      rating: reviews.rating,
      reviewText: reviews.reviewText,
    })
    .from(reviews)
    .innerJoin(providers, eq(providers.id, reviews.providerId))
    .leftJoin(
      providersI18n,
      and(eq(providersI18n.providerId, providers.id), eq(providersI18n.locale, locale)),
    )
    .where(and(eq(reviews.id, reviewId), eq(reviews.status, "approved")));
  return review ?? null;
}

/**
 * Files a report on a published review, in one statement that checks the review is published as it
 * writes. The same reporter reporting the same review again files nothing and gets their first
 * report's reference (`created` false). Null when the review is unknown or not published.
 */
export async function fileReport(
  db: Db,
  filing: ReportFiling,
): Promise<{ reference: string; created: boolean } | null> {
  const sameReporter = and(
    eq(reviewReports.reviewId, filing.reviewId),
    eq(reviewReports.reporterKey, filing.reporterKey),
  );
  for (let attempt = 0; attempt < REFERENCE_ATTEMPTS; attempt++) {
    try {
      const [created] = await insertWhere(
        db,
        reviewReports,
        { ...filing, reference: newReference() },
        publishedReview(filing.reviewId),
      )
        .onConflictDoNothing({ target: [reviewReports.reviewId, reviewReports.reporterKey] })
        .returning({ reference: reviewReports.reference });
      if (created) return { reference: created.reference, created: true };
      const [earlier] = await db
        .select({ reference: reviewReports.reference })
        .from(reviewReports)
        .where(and(sameReporter, publishedReview(filing.reviewId)));
      return earlier ? { reference: earlier.reference, created: false } : null;
    } catch (error) {
      if (!isUniqueViolation(error, /review_reports\.reference/)) throw error;
    }
  }
  throw new Error(`No free report reference after ${REFERENCE_ATTEMPTS} attempts`);
}

const isOpen = and(eq(reviewReports.status, "open"), isNotNull(reviewReports.reviewId));
const latestReport = max(reviewReports.createdAt);

/**
 * The reports queue: one page of the reviews with open reports, the one reported most recently
 * first, each with its open reports (newest first) and their count by reason; and how many reviews
 * have open reports. The reporters' e-mails stay out: only whether one was given.
 */
export async function listReportQueue(db: Db, page: { limit: number; offset: number }): Promise<ReportQueue> {
  const [groups, [total]] = await db.batch([
    db
      .select({ reviewId: reviewReports.reviewId, latest: latestReport })
      .from(reviewReports)
      .where(isOpen)
      .groupBy(reviewReports.reviewId)
      .orderBy(desc(latestReport), reviewReports.reviewId)
      .limit(page.limit)
      .offset(page.offset),
    reportedReviewsCount(db),
  ]);
  const ids = groups.flatMap((group) => (group.reviewId ? [group.reviewId] : []));
  if (ids.length === 0) return { count: total?.count ?? 0, items: [] };
  const [reviewRows, reportRows] = await db.batch([
    db
      .select({
        id: reviews.id,
        providerId: reviews.providerId,
        providerName: providers.brand,
        username: users.username,
        firstName: users.firstName,
        lastName: users.lastName,
        rating: reviews.rating,
        status: reviews.status,
        reviewText: reviews.reviewText,
        createdAt: reviews.createdAt,
      })
      .from(reviews)
      .innerJoin(providers, eq(providers.id, reviews.providerId))
      .innerJoin(users, eq(users.id, reviews.userId))
      .where(inArray(reviews.id, ids)),
    db
      .select({
        reviewId: reviewReports.reviewId,
        reference: reviewReports.reference,
        reason: reviewReports.reason,
        explanation: reviewReports.explanation,
        email: reviewReports.email,
        createdAt: reviewReports.createdAt,
        reportedByCompany: sql<
          string | null
        >`(select ${providers.brand} from ${providers} where ${providers.id} = ${reviewReports.reporterProviderId})`,
      })
      .from(reviewReports)
      .where(and(isOpen, inArray(reviewReports.reviewId, ids)))
      .orderBy(desc(reviewReports.createdAt), reviewReports.reference),
  ]);
  const items = groups.flatMap(({ reviewId, latest }) => {
    const review = reviewRows.find((row) => row.id === reviewId);
    if (!review || !latest) return [];
    const { username, firstName, lastName, createdAt, ...shown } = review;
    const reports = reportRows.filter((row) => row.reviewId === reviewId);
    const reasonCounts = new Map<ReportReason, number>();
    for (const { reason } of reports) reasonCounts.set(reason, (reasonCounts.get(reason) ?? 0) + 1);
    const fullName = [firstName, lastName]
      .map((part) => part?.trim())
      .filter(Boolean)
      .join(" ");
    return [
      {
        review: { ...shown, userName: username || fullName || null, createdAt: createdAt.toISOString() },
        openReports: reports.length,
        reasons: [...reasonCounts]
          .map(([reason, count]) => ({ reason, count }))
          .sort((a, b) => b.count - a.count || a.reason.localeCompare(b.reason)),
        reports: reports.map((report) => ({
          reference: report.reference,
          reason: report.reason,
          explanation: report.explanation,
          hasEmail: report.email !== null,
          reportedByCompany: report.reportedByCompany,
          createdAt: report.createdAt.toISOString(),
        })),
        latestReportAt: latest.toISOString(),
      },
    ];
  });
  return { count: total?.count ?? 0, items };
}

/** How many reviews have open reports: the count on the queue's tab and on the dashboard. */
export const reportedReviewsCount = (db: Db) =>
  db
    .select({ count: sql<number>`count(distinct ${reviewReports.reviewId})` })
    .from(reviewReports)
    .where(isOpen);

/**
 * A moderator's decision on a reported review: keep it (it stays published) or remove it on a
 * ground; either closes every open report of it (decideReview). Refused with 409 when its reports
 * were decided meanwhile, and Keep when the review is not published any more (keeping a rejected
 * review would publish it again). Null when there is no such review.
 */
export async function decideReports(
  db: Db,
  actorUserId: string,
  reviewId: string,
  input: ReportDecision,
): Promise<DecisionResult | null> {
  const [[review], [open]] = await db.batch([
    db.select({ status: reviews.status }).from(reviews).where(eq(reviews.id, reviewId)),
    db
      .select({ count: count() })
      .from(reviewReports)
      .where(and(eq(reviewReports.reviewId, reviewId), eq(reviewReports.status, "open"))),
  ]);
  if (!review) return null;
  if (!open?.count) throw apiError(409, "reports.error.no_open_reports");
  if (input.decision === "keep") {
    if (review.status !== "approved") throw apiError(409, "reports.error.not_published");
    return decideReview(db, actorUserId, reviewId, { status: "approved" });
  }
  const { ground, law, facts } = input;
  return decideReview(db, actorUserId, reviewId, { status: "rejected", ground, law, facts });
}

/** The reports a decision closed whose reporters left an address: each is told the outcome. */
export function reportersToTell(db: Db, decisionId: string) {
  return db
    .select({ reference: reviewReports.reference, email: reviewReports.email, locale: reviewReports.locale })
    .from(reviewReports)
    .where(and(eq(reviewReports.decisionId, decisionId), isNotNull(reviewReports.email)));
}
