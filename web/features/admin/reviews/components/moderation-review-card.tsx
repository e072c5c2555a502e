import { useState } from "react";
import type { AdminAppealedReview, AdminReview } from "#schema/api/reviews";
import { BadgeCheckIcon, CheckIcon, XIcon } from "#web/components/icons";
import { Badge } from "#web/components/ui/badge";
import { Button } from "#web/components/ui/button";
import { Card, CardContent, CardFooter, CardHeader } from "#web/components/ui/card";
import { DeleteWithConfirm } from "#web/features/admin/components/row-actions";
import { useT } from "#web/i18n/use-t";
import { Stars } from "#web/features/providers/components/detail/stars";
import { useModerateReview } from "../api";
import { shortReviewId } from "../flag-reason";
import { AppealDetails } from "./appeal-details";
import { DecisionDialog, type DecisionKind } from "./decision-dialog";
import { ReviewFlags } from "./review-flags";
import { ReviewCardTitle } from "./review-card-title";

/**
 * One review as a moderator sees it. Its text is the author's, shown as plain text (React escapes
 * it), line breaks kept. Approve is hidden once approved, Reject (Remove, for a published review)
 * once rejected; a rejection asks for its statement of reasons first. An appealed review shows the
 * appeal and the statement appealed against, and is restored or kept rejected. Every button waits
 * while one of this review's requests runs.
 */
export function ModerationReviewCard({ review }: { review: AdminReview | AdminAppealedReview }) {
  const { t, tp } = useT();
  const moderate = useModerateReview(review);
  const [confirming, setConfirming] = useState(false);
  const [deciding, setDeciding] = useState<DecisionKind | null>(null);
  const busy = moderate.isPending;
  const appealed = "appeal" in review ? review : null;
  return (
    <Card>
      <CardHeader>
        <ReviewCardTitle review={review} />
        <p className="flex items-center gap-2">
          <Stars rating={review.rating} />
          <span className="sr-only">{t("provider.reviews.rated", { rating: review.rating })}</span>
        </p>
        <p className="flex flex-wrap items-center gap-x-2 text-sm">
          {/* A username (up to 100 characters) or an address has no space to break at. */}
          <span className="min-w-0 font-medium wrap-anywhere">
            {review.userName ?? t("admin.reviews.anonymous")}
          </span>
          <span className="min-w-0 text-muted-foreground wrap-anywhere">
            {review.userEmail ?? t("admin.reviews.no_email")}
          </span>
          {review.verifiedUser && (
            <Badge variant="success">
              <BadgeCheckIcon aria-hidden="true" />
              {t("provider.reviews.verified_email")}
            </Badge>
          )}
        </p>
      </CardHeader>
      <CardContent className="space-y-3">
        {review.reviewText ? (
          <blockquote dir="auto" className="whitespace-pre-line border-s-2 ps-3">
            {review.reviewText}
          </blockquote>
        ) : (
          <p className="text-muted-foreground italic">{t("admin.reviews.no_text")}</p>
        )}
        <ReviewFlags flags={review.flags} />
        {appealed && <AppealDetails review={appealed} />}
        <p className="flex flex-wrap gap-x-4 text-sm text-muted-foreground">
          <span>{tp("admin.reviews.helpful", review.helpfulCount)}</span>
          <span>{tp("admin.reviews.not_helpful", review.notHelpfulCount)}</span>
          <span>{t("admin.reviews.review_id", { id: shortReviewId(review.id) })}</span>
        </p>
      </CardContent>
      <CardFooter className="flex-wrap">
        {review.status !== "approved" && (
          <Button size="sm" disabled={busy} onClick={() => moderate.mutate("approve")}>
            <CheckIcon aria-hidden="true" />
            {t(appealed ? "admin.reviews.restore" : "admin.reviews.approve")}
          </Button>
        )}
        {(review.status !== "rejected" || appealed) && (
          <Button
            size="sm"
            variant="outline"
            disabled={busy}
            onClick={() =>
              setDeciding(appealed ? "keep" : review.status === "approved" ? "remove" : "reject")
            }
          >
            <XIcon aria-hidden="true" />
            {t(
              appealed
                ? "admin.reviews.keep_rejected"
                : review.status === "approved"
                  ? "admin.reviews.remove"
                  : "admin.reviews.reject",
            )}
          </Button>
        )}
        {deciding && (
          <DecisionDialog
            flags={review.flags}
            kind={deciding}
            busy={busy}
            onClose={() => setDeciding(null)}
            onDecide={(statement) =>
              moderate.mutate({ status: "rejected", ...statement }, { onSuccess: () => setDeciding(null) })
            }
          />
        )}
        <DeleteWithConfirm
          icon={false}
          disabled={busy}
          confirming={confirming}
          onConfirmingChange={setConfirming}
          title={t("admin.reviews.delete_title")}
          description={t("admin.reviews.delete_confirm")}
          busy={busy}
          onConfirm={() => moderate.mutate("delete", { onSettled: () => setConfirming(false) })}
        />
      </CardFooter>
    </Card>
  );
}
