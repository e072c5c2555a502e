import { queryOptions } from "@tanstack/react-query";
import type { ComplaintQueue } from "#schema/api/admin-complaint-queue";
import { apiGet } from "#web/lib/api-client";
import { complaintQueueInput, type ComplaintQueueSearch } from "./queue-search";

/** One page of the complaints queue as the address filters it. */
export const complaintQueueQuery = (search: ComplaintQueueSearch) => {
  const { status, providerId, page } = complaintQueueInput(search);
  const params = new URLSearchParams({ status, page: String(page) });
  if (providerId) params.set("providerId", providerId);
  return queryOptions({
    queryKey: ["admin", "complaints", status, providerId ?? null, page],
    queryFn: () => apiGet<ComplaintQueue>(`/api/admin/complaints?${params}`),
    placeholderData: (previous) => previous,
  });
};
