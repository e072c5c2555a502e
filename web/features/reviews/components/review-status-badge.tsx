import type { ReviewStatus } from "#schema/enums";
import { Badge } from "#web/components/ui/badge";
import { useT } from "#web/i18n/use-t";

/** A review's moderation status as a badge's colour, for its author and for moderators alike. */
export const REVIEW_STATUS_BADGE = {
  pending: "secondary",
  approved: "success",
  rejected: "destructive",
} as const satisfies Record<ReviewStatus, string>;

/** Where a review stands in moderation, as its author sees it (nobody else sees one unpublished). */
export function ReviewStatusBadge({ status }: { status: ReviewStatus }) {
  const { t } = useT();
  return <Badge variant={REVIEW_STATUS_BADGE[status]}>{t(`provider.reviews.status.${status}`)}</Badge>;
}
