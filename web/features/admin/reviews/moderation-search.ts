import type { ReviewStatus } from "#schema/enums";
import { optionalPage } from "#web/lib/search-params";

/**
 * The moderation page's address: the status tab (all when absent), the flagged filter (on or
 * absent) and the page (from 2; the first stays out of the URL).
 */
export type ModerationSearch = { status?: ReviewStatus; flagged?: true; page?: number };

/**
 * The statuses with a tab of their own. A record, so a new status cannot be left out (and the
 * list of statuses, which lives in the entry chunk, need not be exported from it for this page).
 */
const STATUS_TABS: Record<ReviewStatus, true> = { pending: true, approved: true, rejected: true };

/** Reads the address without trusting it: anything unexpected is left out (all, unfiltered, page 1). */
export function readModerationSearch(search: Record<string, unknown>): ModerationSearch {
  const { status } = search;
  return {
    status:
      typeof status === "string" && Object.hasOwn(STATUS_TABS, status) ? (status as ReviewStatus) : undefined,
    flagged: search.flagged === true || undefined,
    page: optionalPage(search.page),
  };
}
