import { useState } from "react";
import type { ReportedReview } from "#schema/api/review-reports";
import { CheckIcon, XIcon } from "#web/components/icons";
import { Badge } from "#web/components/ui/badge";
import { Button } from "#web/components/ui/button";
import { Card, CardContent, CardFooter, CardHeader } from "#web/components/ui/card";
import { formatDate, formatNumber } from "#web/i18n/format";
import { useT } from "#web/i18n/use-t";
import { Stars } from "#web/features/providers/components/detail/stars";
import { useDecideReports } from "../api";
import { DecisionDialog } from "./decision-dialog";
import { ReviewCardTitle } from "./review-card-title";

/**
 * A reported review in the queue: the review (its text as plain text), how many open reports it has
 * and of which reasons, and each report's explanation (as plain text) with whether its reporter gave
 * an e-mail, never the address. Keep is offered while the review is published (keeping a rejected one
 * would publish it again); Remove asks for the ground. Both close every open report of it.
 */
export function ReportedReviewCard({ item }: { item: ReportedReview }) {
  const { t, locale } = useT();
  const { review } = item;
  const decide = useDecideReports(review);
  const [removing, setRemoving] = useState(false);
  const busy = decide.isPending;
  return (
    <Card>
      <CardHeader>
        <ReviewCardTitle review={review} />
        <p className="flex flex-wrap items-center gap-2">
          <Stars rating={review.rating} />
          <span className="sr-only">{t("provider.reviews.rated", { rating: review.rating })}</span>
          <span className="min-w-0 text-sm font-medium wrap-anywhere">
            {review.userName ?? t("admin.reviews.anonymous")}
          </span>
        </p>
      </CardHeader>
      <CardContent className="space-y-4">
        {review.reviewText ? (
          <blockquote dir="auto" className="whitespace-pre-line border-s-2 ps-3">
            {review.reviewText}
          </blockquote>
        ) : (
          <p className="text-muted-foreground italic">{t("admin.reviews.no_text")}</p>
        )}
        <div className="space-y-1">
          <p className="font-medium">
            {t("admin.reviews.reports.open", { count: formatNumber(locale, item.openReports) })}
          </p>
          <ul aria-label={t("admin.reviews.reports.reasons")} className="flex flex-wrap gap-2">
            {item.reasons.map(({ reason, count }) => (
              <li key={reason}>
                <Badge variant="outline">
                  {t(`reviews.report.reason.${reason}`)}: {formatNumber(locale, count)}
                </Badge>
              </li>
            ))}
          </ul>
        </div>
        <ul aria-label={t("admin.reviews.reports.list")} className="space-y-2">
          {item.reports.map((report) => (
            <li key={report.reference} className="rounded-md border p-3 text-sm">
              <p className="flex flex-wrap items-center gap-x-3 text-muted-foreground">
                <span className="font-mono" dir="ltr">
                  {report.reference}
                </span>
                <span>{t(`reviews.report.reason.${report.reason}`)}</span>
                <span>
                  {report.hasEmail
                    ? t("admin.reviews.reports.email_given")
                    : t("admin.reviews.reports.no_email")}
                </span>
                {report.reportedByCompany && (
                  <Badge variant="secondary">
                    {t("admin.reviews.reports.by_company", { brand: report.reportedByCompany })}
                  </Badge>
                )}
                <time dateTime={report.createdAt} className="ms-auto">
                  {formatDate(locale, report.createdAt)}
                </time>
              </p>
              <p dir="auto" className="mt-1 whitespace-pre-line">
                {report.explanation}
              </p>
            </li>
          ))}
        </ul>
      </CardContent>
      <CardFooter className="flex-wrap">
        {review.status === "approved" && (
          <Button size="sm" disabled={busy} onClick={() => decide.mutate({ decision: "keep" })}>
            <CheckIcon aria-hidden="true" />
            {t("admin.reviews.reports.keep")}
          </Button>
        )}
        <Button size="sm" variant="outline" disabled={busy} onClick={() => setRemoving(true)}>
          <XIcon aria-hidden="true" />
          {t("admin.reviews.reports.remove")}
        </Button>
      </CardFooter>
      {removing && (
        <DecisionDialog
          kind="remove"
          busy={busy}
          onClose={() => setRemoving(false)}
          onDecide={(statement) =>
            decide.mutate({ decision: "remove", ...statement }, { onSuccess: () => setRemoving(false) })
          }
        />
      )}
    </Card>
  );
}
