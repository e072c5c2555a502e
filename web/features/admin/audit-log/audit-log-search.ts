import { optionalPage } from "#web/lib/search-params";

/** The Audit Log screen's address: the page, from 2 up. */
export type AuditLogSearch = { page?: number };

export const readAuditLogSearch = (search: Record<string, unknown>): AuditLogSearch => ({
  page: optionalPage(search.page),
});
