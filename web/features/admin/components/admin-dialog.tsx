import type { ComponentProps, ReactNode } from "react";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "#web/components/ui/dialog";
import { useT } from "#web/i18n/use-t";

type AdminDialogProps = Pick<ComponentProps<typeof DialogContent>, "size" | "className"> & {
  title: ReactNode;
  description: ReactNode;
  /** Escape, the close button and a click outside all call it. */
  onClose: () => void;
  children: ReactNode;
};

/** A back-office dialog, open while mounted: its title, a line on what it does, then its content. */
export function AdminDialog({ title, description, onClose, children, ...content }: AdminDialogProps) {
  const { t } = useT();
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent closeLabel={t("a11y.close")} {...content}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
      </DialogContent>
    </Dialog>
  );
}
