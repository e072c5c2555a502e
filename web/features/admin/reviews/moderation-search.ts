import { REVIEW_STATUSES, type ReviewStatus } from "#schema/enums";
import { optionalPage } from "#web/lib/search-params";

/**
 * The moderation page's address: the status tab (all when absent), the flagged filter (on or
 * absent) and the page (from 2; the first stays out of the URL).
 */
export type ModerationSearch = { status?: ReviewStatus; flagged?: true; page?: number };

/** Reads the address without trusting it: anything unexpected is left out (all, unfiltered, page 1). */
export function readModerationSearch(search: Record<string, unknown>): ModerationSearch {
  const { status } = search;
  return {
    status: REVIEW_STATUSES.find((known) => known === status),
    flagged: search.flagged === true || undefined,
    page: optionalPage(search.page),
  };
}
