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
import { LoginLinkButton } from "./login-link-button";

/**
 * Asks a signed-out visitor to log in; logging in comes back to this very page (path and search).
 * Opened by the review form on submit, and by /profile on arrival.
 */
export function LoginRequiredDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useT();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t("a11y.close")}>
        <DialogHeader>
          <DialogTitle>{t("auth.login_dialog.title")}</DialogTitle>
          <DialogDescription>{t("auth.login_dialog.description")}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">{t("auth.login_dialog.cancel")}</Button>
          </DialogClose>
          <LoginLinkButton labelKey="auth.login_dialog.login" />
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
