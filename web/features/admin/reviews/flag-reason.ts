import type { AdminReview } from "#schema/api/reviews";
import type { Locale } from "#schema/locales";
import { formatNumber } from "#web/i18n/format";
import type { Vars } from "#web/i18n/translate";

type ReviewFlag = AdminReview["flags"][number];
type I18n = {
  locale: Locale;
  t: (key: string, vars?: Vars) => string;
  tp: (key: string, count: number, vars?: Vars) => string;
};

/** The first 8 characters of a review id: enough to tell reviews apart on a moderation page. */
export const shortReviewId = (id: string) => id.slice(0, 8);

/** Why a review was flagged, in words (schema/review-flags.ts). */
export function flagReason({ locale, t, tp }: I18n, flag: ReviewFlag): string {
  switch (flag.kind) {
    case "near_duplicate":
      return t("admin.reviews.flag.near_duplicate", {
        review: shortReviewId(flag.reviewId),
        similarity: formatNumber(locale, flag.similarity / 100, { style: "percent" }),
      });
    case "burst":
      return t("admin.reviews.flag.burst", {
        reviews: tp("provider.reviews_count", flag.count),
        minutes: tp("admin.reviews.flag.minutes", flag.minutes),
      });
    case "new_account":
      return tp("admin.reviews.flag.new_account", flag.hours);
    case "low_substance":
      return t("admin.reviews.flag.low_substance");
    case "unknown_script":
      return t("admin.reviews.flag.unknown_script");
  }
}
