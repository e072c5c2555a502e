import { COMPLAINT_QUEUE_FILTERS, type ComplaintQueueFilter } from "#schema/api/admin-complaint-queue";
import { optionalPage } from "#web/lib/search-params";

/** The complaints queue's address: the status filter (all when absent), the provider, the page (from 2). */
export type ComplaintQueueSearch = { status?: ComplaintQueueFilter; providerId?: string; page?: number };

/** Reads the address without trusting it: anything unexpected is left out. */
export const readComplaintQueueSearch = (search: Record<string, unknown>): ComplaintQueueSearch => ({
  status: COMPLAINT_QUEUE_FILTERS.find((known) => known === search.status),
  providerId:
    typeof search.providerId === "string" && search.providerId.length <= 255 && search.providerId.trim()
      ? search.providerId
      : undefined,
  page: optionalPage(search.page),
});

/** What the queue is asked for at this address. */
export const complaintQueueInput = (search: ComplaintQueueSearch) => ({
  status: search.status ?? "all",
  providerId: search.providerId,
  page: search.page ?? 1,
});
