import type { ExternalRatingSource } from "#schema/enums";
import { providerByKey } from "./providers";

export interface RatingSeed {
  providerKey: string;
  /** A named site: the row takes its scale (SOURCE_RATING_SCALES). */
  source: Exclude<ExternalRatingSource, "other">;
  /** One decimal, on the source's own scale (SOURCE_RATING_SCALES). */
  rating: number;
  reviewCount: number;
  /** Day offset of the last sync from the seed's "today"; null = never synced (entered by hand). */
  lastSyncedDays: number | null;
  /** Entered by hand without a link. */
  withoutUrl?: boolean;
}

/** At most one row per provider and source (a unique constraint in the schema). */
export const RATINGS: RatingSeed[] = [
  { providerKey: "aegeanbet", source: "trustpilot", rating: 4.3, reviewCount: 2184, lastSyncedDays: -1 },
  { providerKey: "aegeanbet", source: "casino_guru", rating: 8.7, reviewCount: 312, lastSyncedDays: -3 },
  { providerKey: "aegeanbet", source: "google", rating: 4.5, reviewCount: 968, lastSyncedDays: -1 },
  { providerKey: "aegeanbet", source: "askgamblers", rating: 8.2, reviewCount: 145, lastSyncedDays: -7 },
  { providerKey: "aphrodite", source: "trustpilot", rating: 4.0, reviewCount: 1310, lastSyncedDays: -2 },
  { providerKey: "aphrodite", source: "casino_guru", rating: 7.9, reviewCount: 188, lastSyncedDays: -5 },
  { providerKey: "aphrodite", source: "scamadviser", rating: 92, reviewCount: 57, lastSyncedDays: -14 },
  { providerKey: "mouflon", source: "trustpilot", rating: 4.6, reviewCount: 3521, lastSyncedDays: -1 },
  { providerKey: "mouflon", source: "google", rating: 4.7, reviewCount: 2240, lastSyncedDays: -1 },
  { providerKey: "mouflon", source: "casino_guru", rating: 9.1, reviewCount: 402, lastSyncedDays: -2 },
  { providerKey: "copperisle", source: "trustpilot", rating: 3.8, reviewCount: 879, lastSyncedDays: -4 },
  { providerKey: "copperisle", source: "askgamblers", rating: 7.8, reviewCount: 96, lastSyncedDays: -10 },
  { providerKey: "copperisle", source: "scamadviser", rating: 96, reviewCount: 33, lastSyncedDays: null },
  { providerKey: "olympus", source: "trustpilot", rating: 4.2, reviewCount: 640, lastSyncedDays: -2 },
  { providerKey: "olympus", source: "casino_guru", rating: 8.2, reviewCount: 121, lastSyncedDays: -6 },
  { providerKey: "troodos", source: "google", rating: 3.6, reviewCount: 412, lastSyncedDays: -8 },
  { providerKey: "bluereef", source: "trustpilot", rating: 3.9, reviewCount: 502, lastSyncedDays: -3 },
  { providerKey: "bluereef", source: "google", rating: 4.1, reviewCount: 233, lastSyncedDays: -3 },
  { providerKey: "carob", source: "trustpilot", rating: 4.4, reviewCount: 38, lastSyncedDays: -1 },
  { providerKey: "petra", source: "casino_guru", rating: 6.8, reviewCount: 74, lastSyncedDays: -12 },
  {
    providerKey: "meze",
    source: "google",
    rating: 3.4,
    reviewCount: 0,
    lastSyncedDays: null,
    withoutUrl: true,
  },
  { providerKey: "saltlake", source: "trustpilot", rating: 2.1, reviewCount: 715, lastSyncedDays: -30 },
  { providerKey: "saltlake", source: "scamadviser", rating: 38, reviewCount: 88, lastSyncedDays: -30 },
];

/** Public page of a provider on a rating source (the provider domains are fictional). */
export function ratingUrl(rating: RatingSeed): string | null {
  if (rating.withoutUrl) return null;
  const { domain, slug } = providerByKey(rating.providerKey);
  switch (rating.source) {
    case "trustpilot":
      return `https://www.trustpilot.com/review/${domain}`;
    case "casino_guru":
      return `https://casino.guru/${slug}-review`;
    case "google":
      return `https://www.google.com/search?q=${encodeURIComponent(`${domain} reviews`)}`;
    case "askgamblers":
      return `https://www.askgamblers.com/sportsbooks/reviews/${slug}`;
    case "scamadviser":
      return `https://www.scamadviser.com/check-website/${domain}`;
  }
}
