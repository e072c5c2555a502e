import { Link } from "@tanstack/react-router";
import type { ReviewStatus } from "#schema/enums";
import { Badge } from "#web/components/ui/badge";
import { CardTitle } from "#web/components/ui/card";
import { formatDate } from "#web/i18n/format";
import { useT } from "#web/i18n/use-t";
import { REVIEW_STATUS_BADGE } from "#web/features/reviews/components/review-status-badge";

type ReviewHeading = { providerId: string; providerName: string; status: ReviewStatus; createdAt: string };

/** A moderated review's first line: its provider (linked to its page), its status and its date. */
export function ReviewCardTitle({ review }: { review: ReviewHeading }) {
  const { t, locale } = useT();
  return (
    <div className="flex flex-wrap items-center gap-2">
      <CardTitle>
        <Link
          to="/{-$locale}/providers/$providerId"
          params={{ locale: undefined, providerId: review.providerId }}
          className="underline-offset-4 hover:underline"
        >
          {review.providerName}
        </Link>
      </CardTitle>
      <Badge variant={REVIEW_STATUS_BADGE[review.status]}>{t(`admin.reviews.status.${review.status}`)}</Badge>
      <time dateTime={review.createdAt} className="ms-auto text-sm text-muted-foreground">
        {formatDate(locale, review.createdAt)}
      </time>
    </div>
  );
}
