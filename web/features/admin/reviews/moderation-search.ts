import { REVIEW_STATUSES, type ReviewStatus } from "#schema/enums";
import { optionalPage } from "#web/lib/search-params";

/** The tab besides the statuses: reviews whose author's appeal awaits its decision. */
export const APPEALED = "appealed";
const TABS = [...REVIEW_STATUSES, APPEALED] as const;

/**
 * The moderation page's address: the status tab (all when absent) or the Appealed tab, the
 * flagged filter (on or absent) and the page (from 2; the first stays out of the URL);
 * `view: "reports"` is the reports queue instead of a tab.
 */
export type ModerationSearch = {
  status?: (typeof TABS)[number];
  flagged?: true;
  page?: number;
  view?: "reports";
};

/** A status tab's address (what the moderation list is asked for). */
export type StatusSearch = Omit<ModerationSearch, "status" | "view"> & { status?: ReviewStatus };

/**
 * What the status tabs list (and count) for this address: on the Appealed tab, every review; the
 * reports queue reads the first page of all (for the tabs' counts).
 */
export const listedSearch = ({ status, view, ...rest }: ModerationSearch): StatusSearch =>
  view === "reports" ? {} : status === APPEALED ? { flagged: rest.flagged } : { status, ...rest };

/** Reads the address without trusting it: anything unexpected is left out (all, unfiltered, page 1). */
export function readModerationSearch(search: Record<string, unknown>): ModerationSearch {
  const { status } = search;
  return {
    status: TABS.find((known) => known === status),
    flagged: search.flagged === true || undefined,
    page: optionalPage(search.page),
    view: search.view === "reports" ? "reports" : undefined,
  };
}
