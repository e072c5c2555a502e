import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import type { PublicReview } from "#schema/api/reviews";
import { DAILY_REVIEW_LIMIT } from "#schema/review-rules";
import { useMe } from "#web/features/auth/api";
import { canReviewQuery } from "#web/features/profile/api";
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

/**
 * One review per provider: its author sees where it stands instead of a second form. A draft kept
 * for this provider (written before signing in as its author) can never be sent now: its text
 * stays in view, to be copied, until dismissed. Read after hydration: the server has no storage.
 */
function OwnReview({ review, brand }: { review: PublicReview; brand: string }) {
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
 * The provider page's review form, or the reader's own review's status when the list
 * shows they have written one. Everyone may fill the form in; sending it needs signing in.
 */
export function WriteReview({
  providerId,
  brand,
  ownReview,
  pagePath,
}: {
  providerId: string;
  brand: string;
  ownReview?: PublicReview;
  /** The page's path and search, where sign-in brings the visitor back to. */
  pagePath: string;
}) {
  const { t } = useT();
  const { user } = useMe();
  return (
    <div aria-labelledby={REVIEW_FORM_ANCHOR} role="region" className="space-y-3 rounded-lg border p-4">
      <h3 id={REVIEW_FORM_ANCHOR} className="scroll-mt-20 text-lg font-semibold">
        {ownReview ? t("provider.review_form.yours") : t("provider.review_form.title")}
      </h3>
      {user && <DailyAllowance />}
      {ownReview ? (
        <OwnReview review={ownReview} brand={brand} />
      ) : (
        <ReviewForm providerId={providerId} brand={brand} signedIn={!!user} pagePath={pagePath} />
      )}
    </div>
  );
}
