import type { Locale } from "#schema/locales";

/** `rel` of every affiliate link: paid placement, and the new tab cannot reach back into ours. */
export const CLICK_OUT_REL = "sponsored noopener";

/**
 * The site's own address for an affiliate link: the Worker counts the click, then redirects to the
 * provider's or the promotion's address (in the page's language).
 */
export function clickOutHref(
  target: { providerId: string } | { promotionId: string },
  placement: string,
  locale: Locale,
) {
  const path =
    "providerId" in target
      ? `/go/${encodeURIComponent(target.providerId)}`
      : `/go/promotion/${encodeURIComponent(target.promotionId)}`;
  return `${path}?${new URLSearchParams({ placement, locale })}`;
}
