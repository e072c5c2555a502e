import type { AdminAppealedReview } from "#schema/api/reviews";
import { useT } from "#web/i18n/use-t";
import { StatementText } from "#web/features/reviews/components/statement-text";

/** The author's appeal, in their words, and the statement of reasons it is against, as it was sent. */
export function AppealDetails({ review }: { review: AdminAppealedReview }) {
  const { t } = useT();
  return (
    <div className="grid gap-3 rounded-md border border-amber-600 p-3 dark:border-amber-400">
      <div className="grid gap-1">
        <p className="text-sm font-medium">{t("admin.reviews.appeal")}</p>
        <blockquote dir="auto" className="whitespace-pre-line border-s-2 ps-3">
          {review.appeal.text}
        </blockquote>
      </div>
      <div className="grid gap-1">
        <p className="text-sm font-medium">{t("admin.reviews.appealed_statement")}</p>
        {review.statement ? (
          <StatementText statement={review.statement} provider={review.providerName} appealable />
        ) : (
          <p className="text-sm text-muted-foreground">{t("admin.reviews.no_statement")}</p>
        )}
      </div>
    </div>
  );
}
