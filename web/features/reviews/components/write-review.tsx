import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import type { ReviewStatus } from "#schema/enums";
import { DAILY_REVIEW_LIMIT } from "#schema/review-rules";
import { useMe } from "#web/features/auth/api";
import { canReviewQuery, myReviewsQuery } from "#web/features/profile/api";
import { translateMessage } from "#web/features/profile/messages";
import { useT } from "#web/i18n/use-t";
import { useHydrated } from "#web/lib/use-hydrated";
import { readDraft, removeDraft } from "../review-draft";
import { REVIEW_FORM_ANCHOR, ReviewForm } from "./review-form";
import { ReviewStatusBadge } from "./review-status-badge";
import { UnsentReview } from "./unsent-review";

/** The daily allowance as 'remaining / 10' reviews today, and why not, in red, when the server says no. */
function DailyAllowance() {
  const i18n = useT();
  const { t } = i18n;
  const { data } = useQuery(canReviewQuery);
  if (!data) return null;
  return (
    <div className="text-sm">
      <p className="text-muted-foreground">
        {t("contest.daily_reviews", { remaining: data.reviewsRemainingToday, limit: DAILY_REVIEW_LIMIT })}
      </p>
      {!data.canReview && data.reason && (
        <p className="text-destructive">{translateMessage(i18n, data.reason)}</p>
      )}
    </div>
  );
}

/** The author's own review of this provider, as far as the form needs it. */
type OwnReviewState = { providerId: string; status: ReviewStatus };

/**
 * One review per provider: its author sees where it stands instead of a second form (pending,
 * published, or rejected: why, and the appeal, are under My reviews). A draft kept for this
 * provider (written before signing in as its author) can never be sent now: its text stays in
 * view, to be copied, until dismissed. Read after hydration: the server has no storage.
 */
function OwnReview({ review, brand }: { review: OwnReviewState; brand: string }) {
  const { t } = useT();
  const hydrated = useHydrated();
  const [dismissed, setDismissed] = useState(false);
  const unsent = hydrated && !dismissed ? readDraft(review.providerId)?.reviewText.trim() : undefined;
  // A draft without a text has nothing to keep.
  useEffect(() => {
    if (!readDraft(review.providerId)?.reviewText.trim()) removeDraft(review.providerId);
  }, [review.providerId]);
  return (
    <>
      <p className="flex flex-wrap items-center gap-2">
        {t("provider.review_form.already_reviewed")}
        <ReviewStatusBadge status={review.status} />
      </p>
      <p className="text-sm">
        {t(`provider.review_form.own_${review.status}`)}{" "}
        <a href="/profile#my-reviews" className="font-medium text-primary underline-offset-4 hover:underline">
          {t("provider.review_form.my_reviews")}
        </a>
      </p>
      {unsent && (
        <UnsentReview
          brand={brand}
          text={unsent}
          onDismiss={() => {
            removeDraft(review.providerId);
            setDismissed(true);
          }}
        />
      )}
    </>
  );
}

/**
 * The provider page's review form, or the reader's own review's status when they have written one
 * (whatever its status, on whichever page of the list it is). Everyone may fill the form in;
 * sending it needs signing in.
 */
export function WriteReview({
  providerId,
  brand,
  ownReview,
  pagePath,
}: {
  providerId: string;
  brand: string;
  ownReview?: OwnReviewState;
  /** The page's path and search, where sign-in brings the visitor back to. */
  pagePath: string;
}) {
  const { t, locale } = useT();
  const { user } = useMe();
  // The page's loader read it for a signed-in reader: the server's HTML already says it.
  const { data: mine } = useQuery({ ...myReviewsQuery(locale, providerId), enabled: !!user });
  const own = mine?.[0] ?? ownReview;
  return (
    <div aria-labelledby={REVIEW_FORM_ANCHOR} role="region" className="space-y-3 rounded-lg border p-4">
      <h3 id={REVIEW_FORM_ANCHOR} className="scroll-mt-20 text-lg font-semibold">
        {own ? t("provider.review_form.yours") : t("provider.review_form.title")}
      </h3>
      {user && <DailyAllowance />}
      {own ? (
        <OwnReview review={{ providerId, status: own.status }} brand={brand} />
      ) : (
        <ReviewForm providerId={providerId} brand={brand} signedIn={!!user} pagePath={pagePath} />
      )}
    </div>
  );
}
