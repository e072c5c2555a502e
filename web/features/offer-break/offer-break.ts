import { useRouteContext } from "@tanstack/react-router";

/**
 * The Cyprus day ('YYYY-MM-DD') the visitor's break from offers runs through, null when they are on
 * none. The server has already left the offers out of the page's reads; this is for what a page
 * shows around them (a section's heading, a link to the bonuses) and for the notice.
 */
export const useOfferBreakUntil = () =>
  useRouteContext({ from: "__root__", select: (context) => context.offerBreakUntil ?? null });
