import { lazy, Suspense, useEffect, useRef, useState, type ComponentProps, type ReactNode } from "react";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "#web/components/ui/dialog";
import { useT } from "#web/i18n/use-t";

const ConfirmDialog = lazy(() =>
  import("#web/components/confirm-dialog").then((m) => ({ default: m.ConfirmDialog })),
);

type AdminDialogProps = Pick<ComponentProps<typeof DialogContent>, "size" | "className"> & {
  title: ReactNode;
  description: ReactNode;
  /** Escape, the close button and a click outside all call it (after asking, once something changed). */
  onClose: () => void;
  children: ReactNode;
};

/**
 * A back-office dialog, open while mounted: its title, a line on what it does, then its content.
 * Once the admin has changed anything in it (typed, chose, switched), closing it (Escape, the close
 * button, a click outside) asks before the changes are discarded, and so does the browser before
 * the page is left or reloaded. A save closes it through its own `onClose`, without asking.
 */
export function AdminDialog({ title, description, onClose, children, ...content }: AdminDialogProps) {
  const { t } = useT();
  const changed = useRef(false);
  const [asking, setAsking] = useState(false);
  const markChanged = () => {
    changed.current = true;
  };

  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (changed.current) event.preventDefault();
    };
    addEventListener("beforeunload", warn);
    return () => removeEventListener("beforeunload", warn);
  }, []);

  return (
    <Dialog open onOpenChange={(open) => !open && (changed.current ? setAsking(true) : onClose())}>
      <DialogContent
        closeLabel={t("a11y.close")}
        onInputCapture={markChanged}
        onChangeCapture={markChanged}
        onClickCapture={(event) => {
          if ((event.target as Element).closest("[role=switch]")) markChanged();
        }}
        {...content}
      >
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
      </DialogContent>
      {asking && (
        <Suspense fallback={null}>
          <ConfirmDialog
            onOpenChange={setAsking}
            onConfirm={onClose}
            title={t("admin.discard.title")}
            description={t("admin.discard.text")}
            cancelLabel={t("admin.discard.keep")}
            confirmLabel={t("admin.discard.confirm")}
            destructive
            busy={false}
          />
        </Suspense>
      )}
    </Dialog>
  );
}
