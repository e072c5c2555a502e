import { z } from "./zod";
import { COMPLAINT_CATEGORIES, COMPLAINT_STATUSES } from "../enums";

/** The queue's status filter: every case, the live ones (not closed), or one status. */
export const COMPLAINT_QUEUE_FILTERS = ["all", "live", ...COMPLAINT_STATUSES] as const;
export type ComplaintQueueFilter = (typeof COMPLAINT_QUEUE_FILTERS)[number];

export const COMPLAINT_QUEUE_PAGE_SIZE = 25;

const complaintQueueRowSchema = z.strictObject({
  id: z.string(),
  providerId: z.string(),
  providerBrand: z.string(),
  category: z.enum(COMPLAINT_CATEGORIES),
  status: z.enum(COMPLAINT_STATUSES),
  filedAt: z.iso.datetime(),
  statusChangedAt: z.iso.datetime(),
  /** Whole days since its status last changed; null for a closed case, which waits for nobody. */
  daysWaited: z.nullable(z.number()),
});

/**
 * GET /api/admin/complaints?status=&providerId=&page=: the live cases first, the longest waiting
 * first, then the closed ones, the latest closed first; and every provider that has a case, for
 * the provider filter.
 */
export const complaintQueueSchema = z.strictObject({
  items: z.array(complaintQueueRowSchema),
  /** From 1. */
  page: z.number(),
  pageCount: z.number(),
  total: z.number(),
  providers: z.array(z.strictObject({ id: z.string(), brand: z.string() })),
});
export type ComplaintQueue = z.infer<typeof complaintQueueSchema>;
