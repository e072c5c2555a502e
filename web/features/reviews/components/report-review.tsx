import { lazy, Suspense, useState } from "react";
import { Button } from "#web/components/ui/button";
import { useT } from "#web/i18n/use-t";

// The dialog (its form, checks and Radix's dialog) arrives on the first press of Report, not with the list.
const ReportDialog = lazy(() => import("./report-dialog"));

/** A published review's Report action, for anyone but its author, and its dialog once pressed. */
export function ReportReview({ reviewId }: { reviewId: string }) {
  const { t } = useT();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        aria-haspopup="dialog"
        className="ms-auto text-muted-foreground"
        onClick={() => setOpen(true)}
      >
        {t("reviews.report.action")}
      </Button>
      {open && (
        <Suspense>
          <ReportDialog reviewId={reviewId} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
