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
 * Asks a signed-out visitor to log in; logging in comes back to this very page (path and search,
 * and `returnHash` if given). Opened by the review form on submit (with its own `description`), and
 * by /profile on arrival.
 */
export function LoginRequiredDialog({
  open,
  onOpenChange,
  description,
  returnHash,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  description?: string;
  returnHash?: string;
}) {
  const { t } = useT();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t("a11y.close")}>
        <DialogHeader>
          <DialogTitle>{t("auth.login_dialog.title")}</DialogTitle>
          <DialogDescription>{description ?? t("auth.login_dialog.description")}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">{t("auth.login_dialog.cancel")}</Button>
          </DialogClose>
          <LoginLinkButton labelKey="auth.login_dialog.login" returnHash={returnHash} />
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
