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

export type ConfirmDialogProps = {
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
  title: string;
  description: string;
  cancelLabel: string;
  confirmLabel: string;
  /** The confirm button's text while the action runs (its label when not given). */
  busyLabel?: string;
  destructive?: boolean;
  busy: boolean;
};

/**
 * An action that cannot be undone asks first: Cancel, or the action. Both buttons wait while it
 * runs. Rendered open: the caller mounts it (lazily, it is a dialog) only while asking.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { t } = useT();
  const { busy } = props;
  return (
    <Dialog open onOpenChange={props.onOpenChange}>
      <DialogContent closeLabel={t("a11y.close")}>
        <DialogHeader>
          <DialogTitle>{props.title}</DialogTitle>
          <DialogDescription>{props.description}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={busy}>
              {props.cancelLabel}
            </Button>
          </DialogClose>
          <Button
            variant={props.destructive ? "destructive" : "default"}
            disabled={busy}
            onClick={props.onConfirm}
          >
            {busy && props.busyLabel ? props.busyLabel : props.confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
