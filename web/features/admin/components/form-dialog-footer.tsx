import { Button } from "#web/components/ui/button";
import { DialogClose, DialogFooter } from "#web/components/ui/dialog";
import { useT } from "#web/i18n/use-t";

/**
 * An admin form dialog's Cancel and Save (a submit; "Saving…" while it runs). Both wait while the
 * form saves. Cancel closes the dialog the way Escape does, so a dialog with changes asks first.
 */
export function FormDialogFooter({ busy }: { busy: boolean }) {
  const { t } = useT();
  return (
    <DialogFooter>
      <DialogClose asChild>
        <Button type="button" variant="outline" disabled={busy}>
          {t("admin.action.cancel")}
        </Button>
      </DialogClose>
      <Button type="submit" disabled={busy}>
        {busy ? t("common.saving") : t("admin.action.save")}
      </Button>
    </DialogFooter>
  );
}
