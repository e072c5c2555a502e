import { REVIEW_STATUSES, type ReviewStatus } from "#schema/enums";
import { optionalPage } from "#web/lib/search-params";

/**
 * The moderation page's address: the status tab (all when absent), the flagged filter (on or
 * absent) and the page (from 2; the first stays out of the URL); `view: "reports"` is the reports
 * queue instead of a status tab.
 */
export type ModerationSearch = { status?: ReviewStatus; flagged?: true; page?: number; view?: "reports" };

/** Reads the address without trusting it: anything unexpected is left out (all, unfiltered, page 1). */
export function readModerationSearch(search: Record<string, unknown>): ModerationSearch {
  const { status } = search;
  return {
    status: REVIEW_STATUSES.find((known) => known === status),
    flagged: search.flagged === true || undefined,
    page: optionalPage(search.page),
    view: search.view === "reports" ? "reports" : undefined,
  };
}

/** The status tab whose list a page reads: the tabs' counts come with it; the reports queue reads the first. */
export const listSearch = (search: ModerationSearch): ModerationSearch =>
  search.view === "reports" ? {} : search;
