import { lazy, Suspense, useState } from "react";
import { Button } from "#web/components/ui/button";
import { useT } from "#web/i18n/use-t";

// The dialog (its form, checks and Radix's dialog) arrives on the first press of Report, not with the list.
const ReportDialog = lazy(() => import("./report-dialog"));

/**
 * A published review's Report action, for anyone but its author: a link to the review's report page,
 * which works without JavaScript, and the dialog instead once the reviews' code runs.
 */
export function ReportReview({ reviewId }: { reviewId: string }) {
  const { t, locale } = useT();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="ghost" size="sm" className="ms-auto text-muted-foreground" asChild>
        <a
          href={`/${locale}/reviews/${encodeURIComponent(reviewId)}/report`}
          rel="nofollow"
          aria-haspopup="dialog"
          onClick={(event) => {
            // A click that asks for a new tab or window opens the page there.
            if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
              return;
            event.preventDefault();
            setOpen(true);
          }}
        >
          {t("reviews.report.action")}
        </a>
      </Button>
      {open && (
        <Suspense>
          <ReportDialog reviewId={reviewId} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
