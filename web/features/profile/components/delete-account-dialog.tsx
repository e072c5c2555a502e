import { useState, type FormEvent } from "react";
import type { Profile } from "#schema/api/profile";
import { accountConfirmationOf, confirmsAccount } from "#schema/api/user-data";
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
import { Input } from "#web/components/ui/input";
import { useT } from "#web/i18n/use-t";
import { accountDeletedHref } from "../account-deleted";
import { apiErrorMessage, translateMessage } from "../messages";
import { useDeleteAccount } from "../your-data";
import { Field } from "./field";

/**
 * Deleting the account asks the user to type what the dialog shows (their e-mail address; their
 * username, or their public id, for an account without one), so it never happens by a slip. Once
 * deleted, the browser is signed out and goes to the home page, which says so.
 */
export function DeleteAccountDialog({ profile, onClose }: { profile: Profile; onClose: () => void }) {
  const i18n = useT();
  const { t, locale } = i18n;
  const remove = useDeleteAccount();
  const [typed, setTyped] = useState("");
  const [error, setError] = useState<string>();
  const expected = accountConfirmationOf(profile);
  const busy = remove.isPending || remove.isSuccess;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!confirmsAccount(typed, profile)) {
      setError(t("account.error.confirmation_mismatch"));
      return;
    }
    setError(undefined);
    remove.mutate(
      { confirmEmail: typed },
      {
        onSuccess: () => window.location.assign(accountDeletedHref(locale)),
        onError: (failure) => {
          const message = apiErrorMessage(failure);
          setError(message ? translateMessage(i18n, message) : t("profile.your_data.delete_failed"));
        },
      },
    );
  }

  return (
    <Dialog open onOpenChange={(open) => !open && !busy && onClose()}>
      <DialogContent closeLabel={t("a11y.close")}>
        <form onSubmit={submit} className="grid gap-4" noValidate>
          <DialogHeader>
            <DialogTitle>{t("profile.your_data.confirm_title")}</DialogTitle>
            <DialogDescription>{t("profile.your_data.delete_hint")}</DialogDescription>
          </DialogHeader>
          <Field
            id="delete-account-confirmation"
            label={t("profile.your_data.confirm_label", { value: expected })}
            error={error}
          >
            {(control) => (
              <Input
                {...control}
                dir="ltr"
                autoComplete="off"
                autoCapitalize="none"
                spellCheck={false}
                value={typed}
                onChange={(event) => setTyped(event.target.value)}
              />
            )}
          </Field>
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline" disabled={busy}>
                {t("profile.your_data.cancel")}
              </Button>
            </DialogClose>
            <Button type="submit" variant="destructive" disabled={busy}>
              {busy ? t("profile.your_data.deleting") : t("profile.your_data.confirm")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
