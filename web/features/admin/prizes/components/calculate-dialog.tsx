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

/** Settling a month cannot be undone: the admin confirms first; both buttons wait while it runs. */
export function CalculateDialog({
  open,
  onOpenChange,
  onConfirm,
  monthName,
  busy,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
  monthName: string;
  busy: boolean;
}) {
  const { t } = useT();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t("a11y.close")}>
        <DialogHeader>
          <DialogTitle>{t("admin.prizes.calculate_title", { month: monthName })}</DialogTitle>
          <DialogDescription>{t("admin.prizes.calculate_confirm", { month: monthName })}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={busy}>
              {t("admin.prizes.cancel")}
            </Button>
          </DialogClose>
          <Button disabled={busy} onClick={onConfirm}>
            {busy ? t("admin.prizes.calculating") : t("admin.prizes.calculate")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
