import type { BannerPlacement } from "../enums";

/**
 * The public pages a banner's rule can name: the site's pages with language variants that render
 * banner slots. A page joins this list when it places the slots.
 */
export const BANNER_PAGES = [
  "home",
  "providers",
  "provider",
  "bonus",
  "compare",
  "faq",
  "calculator",
  "leaderboard",
  "menu",
] as const;
export type BannerPage = (typeof BANNER_PAGES)[number];

/**
 * GET /api/banners?page=&locale=: the banners a page shows, at most one per placement, with its
 * texts in the page's language (else English). `href` is the click-out address (`/go/banner/...`),
 * null when the banner has no call to action.
 */
export type PublicBanner = {
  id: string;
  placement: BannerPlacement;
  content: string;
  ctaText: string | null;
  href: string | null;
};
