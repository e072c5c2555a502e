import { LogInIcon } from "lucide-react";
import { Button } from "../../../components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "../../../components/ui/dialog";
import { useT } from "../../../i18n/use-t";
import { useLoginHref } from "../use-login-href";

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
  const href = useLoginHref();
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
          <Button asChild>
            {/* A full page load: /api/login redirects to the identity provider. */}
            <a href={href}>
              <LogInIcon className="rtl:-scale-x-100" aria-hidden="true" />
              {t("auth.login_dialog.login")}
            </a>
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
