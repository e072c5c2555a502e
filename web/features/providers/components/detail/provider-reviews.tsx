import { useQuery } from "@tanstack/react-query";
import type { PublicReview } from "#schema/api/reviews";
import type { Locale } from "#schema/locales";
import { REVIEW_POLICY_PATH } from "#web/features/info-pages/review-policy-sections";
import { BadgeCheckIcon } from "#web/components/icons";
import { Badge } from "#web/components/ui/badge";
import { formatDate } from "#web/i18n/format";
import type { Vars } from "#web/i18n/translate";
import { useT } from "#web/i18n/use-t";
import { publicName } from "#web/lib/public-name";
import { reviewsQuery } from "#web/features/providers/detail-api";
import { CompanyReply, ReplyAction } from "#web/features/reviews/components/company-reply";
import { ReportReview } from "#web/features/reviews/components/report-review";
import { ReviewStatusBadge } from "#web/features/reviews/components/review-status-badge";
import { VoteButtons } from "#web/features/reviews/components/vote-buttons";
import { WriteReview } from "#web/features/reviews/components/write-review";
import { Stars } from "./stars";

/** The author's public name and the letter of their avatar ("?" without a username). */
function reviewerOf(t: (key: string, vars?: Vars) => string, user: PublicReview["user"]) {
  const initial = Array.from(user.username?.trim() ?? "")[0];
  return { name: publicName(t, user), initials: initial ? initial.toLocaleUpperCase() : "?" };
}

/**
 * Every published review counts toward the monthly cash contest, so it says so (EU Omnibus
 * Directive: incentivised reviews are disclosed on the review), linking to the contest's rules.
 */
function ContestEntryLabel({ linkLocale }: { linkLocale: Locale | undefined }) {
  const { t } = useT();
  return (
    <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
      <a
        href={`${linkLocale ? `/${linkLocale}` : ""}${REVIEW_POLICY_PATH}#contest`}
        className="inline-block rounded-md border px-2 py-1 font-medium text-foreground underline-offset-2 hover:underline"
      >
        {t("provider.reviews.contest_entry")}
      </a>
      <span>{t("provider.reviews.contest_prizes")}</span>
    </p>
  );
}

/**
 * One review. Signed-in readers vote on others' published reviews where the server says they may;
 * everyone else (a company's representative too) sees how many found it helpful, once anyone has
 * voted. Anyone may report another's published review. The reader's own pending review shows as
 * such. Under it, the company's reply; a representative of the company may answer it where the
 * server says they may.
 */
function ReviewItem({ review, linkLocale }: { review: PublicReview; linkLocale: Locale | undefined }) {
  const { t, tp, locale } = useT();
  const { name, initials } = reviewerOf(t, review.user);
  const votes = review.helpfulCount + review.notHelpfulCount;
  // Anyone may report a published review but its author.
  const canReport = !review.mine && review.status === "approved";
  return (
    <li className="space-y-2 border-b py-4 last:border-0">
      <div className="flex flex-wrap items-center gap-2">
        <span
          className="flex size-9 items-center justify-center rounded-full bg-muted text-sm font-semibold"
          aria-hidden="true"
        >
          {initials}
        </span>
        {/* A username may be 100 characters without a space: it breaks rather than widen the page. */}
        <span className="min-w-0 font-medium wrap-anywhere" dir="auto">
          {name}
        </span>
        {review.verifiedUser && (
          // What "verified" does not mean is on hover here, and in the disclosure above the list.
          <Badge variant="success" title={t("provider.reviews.verified_email_hint")}>
            <BadgeCheckIcon aria-hidden="true" />
            {t("provider.reviews.verified_email")}
          </Badge>
        )}
        {review.status !== "approved" && <ReviewStatusBadge status={review.status} />}
        <time dateTime={review.createdAt} className="ms-auto text-sm text-muted-foreground">
          {formatDate(locale, review.createdAt)}
        </time>
      </div>
      {review.status === "approved" && <ContestEntryLabel linkLocale={linkLocale} />}
      <p className="flex items-center gap-2">
        <Stars rating={review.rating} />
        <span className="sr-only">{t("provider.reviews.rated", { rating: review.rating })}</span>
      </p>
      {/* dir=auto: a review reads in its own direction (English in the Hebrew site, Hebrew in others). */}
      {review.reviewText && (
        <p dir="auto" className="whitespace-pre-line">
          {review.reviewText}
        </p>
      )}
      <div className="flex flex-wrap items-center justify-between gap-2">
        {review.viewerMayVote ? (
          <VoteButtons review={review} />
        ) : (
          votes > 0 && (
            <p className="text-sm text-muted-foreground">
              {tp("provider.reviews.helpful", review.helpfulCount)}
            </p>
          )
        )}
        {canReport && <ReportReview reviewId={review.id} />}
      </div>
      {review.reply && <CompanyReply reviewId={review.id} reply={review.reply} />}
      {review.viewerMayReply && <ReplyAction reviewId={review.id} />}
    </li>
  );
}

/**
 * The provider's id (new reviews name it), its brand, the name the page read its reviews by (its
 * slug), the page of them (from 0), the page's path and search (sign-in comes back to it), and
 * whether the page's server could not read them (the browser then tries once more).
 */
type ProviderReviewsProps = {
  providerId: string;
  brand: string;
  providerKey: string;
  page: number;
  pagePath: string;
  loadFailed: boolean;
  /** The address's language prefix, which its links keep. */
  linkLocale: Locale | undefined;
};

/**
 * The provider page's reviews island: the review form, then a page of the approved reviews with
 * their votes. One island, as they share their data: the form becomes the author's own review's
 * status once the list shows it, and a vote or a new review reads the list again.
 */
export default function ProviderReviews({
  providerId,
  brand,
  providerKey,
  page,
  pagePath,
  loadFailed,
  linkLocale,
}: ProviderReviewsProps) {
  const { t, locale } = useT();
  const { data, isError } = useQuery(reviewsQuery(providerKey, locale, page));
  return (
    <>
      <WriteReview
        providerId={providerId}
        brand={brand}
        ownReview={data?.find((review) => review.mine)}
        pagePath={pagePath}
      />
      {isError || (loadFailed && !data) ? (
        <p role="alert" className="text-destructive">
          {t("common.load_error")}
        </p>
      ) : data?.length === 0 && page === 0 ? (
        <p className="text-muted-foreground">{t("provider.reviews.empty")}</p>
      ) : (
        <ul>
          {data?.map((review) => (
            <ReviewItem key={review.id} review={review} linkLocale={linkLocale} />
          ))}
        </ul>
      )}
    </>
  );
}
