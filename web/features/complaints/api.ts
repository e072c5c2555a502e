import { queryOptions } from "@tanstack/react-query";
import type { ComplaintCase, MyComplaint } from "#schema/api/complaints";
import type { Locale } from "#schema/locales";
import { apiGet } from "#web/lib/api-client";

/** One case as the visitor may see it (GET /api/complaints/{id}). */
export const complaintQuery = (id: string, locale: Locale) =>
  queryOptions({
    queryKey: ["complaint", id, locale],
    queryFn: () => apiGet<ComplaintCase>(`/api/complaints/${encodeURIComponent(id)}?locale=${locale}`),
  });

/** The signed-in player's own cases (GET /api/user/complaints). */
export const myComplaintsQuery = queryOptions({
  queryKey: ["user", "complaints"],
  queryFn: () => apiGet<MyComplaint[]>("/api/user/complaints", { credentials: "include" }),
});

/** The case page's path in `locale`. */
export const complaintPath = (locale: Locale, id: string) =>
  `/${locale}/complaints/${encodeURIComponent(id)}`;
