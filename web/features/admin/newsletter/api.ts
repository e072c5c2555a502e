import { queryOptions } from "@tanstack/react-query";
import type { NewsletterSubscriber, NewsletterSubscriberList } from "#schema/api/newsletter";
import { apiGet } from "#web/lib/api-client";

const search = (q: string) => new URLSearchParams({ q });

/** Confirmed subscribers whose e-mail contains `q`: their count and the newest of them. */
export const subscribersQuery = (q = "") =>
  queryOptions({
    queryKey: ["admin", "newsletter", "subscribers", q],
    queryFn: () => apiGet<NewsletterSubscriberList>(`/api/admin/newsletter/subscribers?${search(q)}`),
  });

/** Every confirmed subscriber whose e-mail contains `q`, for the CSV export (read when asked). */
export const exportSubscribers = (q = "") =>
  apiGet<NewsletterSubscriber[]>(`/api/admin/newsletter/subscribers/export?${search(q)}`);
