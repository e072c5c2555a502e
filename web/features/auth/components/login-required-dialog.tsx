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
import { LoginLink } from "./login-link-button";

/**
 * Asks a signed-out visitor to log in at `loginHref` (login-href.ts: coming back to this very page,
 * its path and search, and where on it). Opened by the review form on submit (with its own
 * `description`), and by /profile on arrival.
 */
export function LoginRequiredDialog({
  open,
  onOpenChange,
  description,
  loginHref,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  description?: string;
  loginHref: string;
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
          <LoginLink href={loginHref} labelKey="auth.login_dialog.login" />
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
