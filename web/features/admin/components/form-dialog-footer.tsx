import { Button } from "#web/components/ui/button";
import { DialogClose, DialogFooter } from "#web/components/ui/dialog";
import { useT } from "#web/i18n/use-t";

/**
 * An admin form dialog's Cancel and Save (a submit; "Saving…" while it runs). Both wait while the
 * form saves. Cancel calls `onCancel`, or closes the dialog when none is given.
 */
export function FormDialogFooter({ busy, onCancel }: { busy: boolean; onCancel?: () => void }) {
  const { t } = useT();
  const cancel = (
    <Button type="button" variant="outline" disabled={busy} onClick={onCancel}>
      {t("admin.action.cancel")}
    </Button>
  );
  return (
    <DialogFooter>
      {onCancel ? cancel : <DialogClose asChild>{cancel}</DialogClose>}
      <Button type="submit" disabled={busy}>
        {busy ? t("common.saving") : t("admin.action.save")}
      </Button>
    </DialogFooter>
  );
}
