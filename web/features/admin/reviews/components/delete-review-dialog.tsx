import { Button } from "#web/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "#web/components/ui/dialog";
import { useT } from "#web/i18n/use-t";

/** Spec §2: deleting a review asks first; both buttons wait while the deletion runs. */
export function DeleteReviewDialog({
  open,
  onOpenChange,
  onConfirm,
  busy,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
  busy: boolean;
}) {
  const { t } = useT();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t("a11y.close")}>
        <DialogHeader>
          <DialogTitle>{t("admin.reviews.delete_title")}</DialogTitle>
          <DialogDescription>{t("admin.reviews.delete_confirm")}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={busy}>
              {t("admin.reviews.cancel")}
            </Button>
          </DialogClose>
          <Button variant="destructive" disabled={busy} onClick={onConfirm}>
            {t("admin.reviews.delete")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
