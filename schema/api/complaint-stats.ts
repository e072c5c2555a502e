import { z } from "./zod";
import { COMPLAINT_CATEGORIES, COMPLAINT_STATUSES } from "../enums";

/**
 * A provider's public complaint cases (those staff forwarded to it) filed in the last 12 months:
 * how many, how many ended resolved, how many the company left unanswered until they became
 * 'no_response' (even if it answered later), and the median days from filing to closing as resolved
 * (null without a resolved case). The score's complaint-handling component reads the same figures.
 */
export const complaintStatsSchema = z.strictObject({
  filed: z.number(),
  resolved: z.number(),
  noResponse: z.number(),
  medianDaysToResolve: z.nullable(z.number()),
  /** The window's first instant: cases filed from then on count. */
  since: z.iso.datetime(),
});

/** One public case in a provider's list: what happened in a word, where it stands, when it was filed. */
const publicComplaintRowSchema = z.strictObject({
  id: z.string(),
  category: z.enum(COMPLAINT_CATEGORIES),
  status: z.enum(COMPLAINT_STATUSES),
  filedAt: z.iso.datetime(),
});

/** GET /api/providers/{key}/complaints?page=: a provider's public cases, newest first, a page at a time. */
export const providerComplaintsSchema = z.strictObject({
  items: z.array(publicComplaintRowSchema),
  /** From 1. */
  page: z.number(),
  pageCount: z.number(),
  total: z.number(),
});
export type ProviderComplaints = z.infer<typeof providerComplaintsSchema>;

/** How many cases one page of a provider's public list shows. */
export const PROVIDER_COMPLAINTS_PAGE_SIZE = 20;
