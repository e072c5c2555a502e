import type { ReviewStatus } from "#schema/enums";
import { Badge } from "#web/components/ui/badge";
import { useT } from "#web/i18n/use-t";

/** Where a review stands in moderation, as its author sees it (nobody else sees one unpublished). */
export function ReviewStatusBadge({ status }: { status: ReviewStatus }) {
  const { t } = useT();
  if (status === "approved") return <Badge variant="success">{t("provider.reviews.status.approved")}</Badge>;
  if (status === "rejected")
    return <Badge variant="destructive">{t("provider.reviews.status.rejected")}</Badge>;
  return <Badge variant="secondary">{t("provider.reviews.status.pending")}</Badge>;
}
