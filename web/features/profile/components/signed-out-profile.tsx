import { UserRoundIcon } from "#web/components/icons";
import { lazy, Suspense, useState } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card";
import { useT } from "#web/i18n/use-t";
import { LoginLinkButton } from "#web/features/auth/components/login-link-button";
import { useLoginHref } from "#web/features/auth/use-login-href";

// Its code (with Radix's dialog) comes after the card: the review form loads the same module
// on demand, and a module both load at once would be one more file on every page's list.
const LoginRequiredDialog = lazy(() =>
  import("#web/features/auth/components/login-required-dialog").then((m) => ({
    default: m.LoginRequiredDialog,
  })),
);

/** /profile for a visitor who is not signed in: a short card, and the login dialog on arrival. */
export function SignedOutProfile() {
  const { t } = useT();
  // Open from the first render: the dialog's portal only mounts in the browser, so the server
  // HTML (and a visitor without JavaScript) gets the card and its login link.
  const [dialogOpen, setDialogOpen] = useState(true);
  const loginHref = useLoginHref();
  return (
    <>
      <Card role="region" aria-labelledby="profile-signed-out-title" className="mx-auto max-w-lg">
        <CardHeader className="items-center text-center">
          <span
            className="mb-2 flex size-14 items-center justify-center rounded-full bg-muted"
            aria-hidden="true"
          >
            <UserRoundIcon className="size-7 text-muted-foreground" />
          </span>
          <CardTitle id="profile-signed-out-title">{t("profile.signed_out.title")}</CardTitle>
          <CardDescription>{t("profile.signed_out.text")}</CardDescription>
        </CardHeader>
        <CardContent className="flex justify-center">
          <LoginLinkButton />
        </CardContent>
      </Card>
      <Suspense fallback={null}>
        <LoginRequiredDialog open={dialogOpen} onOpenChange={setDialogOpen} loginHref={loginHref} />
      </Suspense>
    </>
  );
}
