import { Link } from "@tanstack/react-router";
import {
  CircleCheckIcon,
  LayoutDashboardIcon,
  ShieldAlertIcon,
  ShieldCheckIcon,
} from "#web/components/icons";
import { Button } from "#web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card";
import { Skeleton } from "#web/components/ui/skeleton";
import { toast } from "#web/components/ui/toast-store";
import { useT } from "#web/i18n/use-t";
import { apiErrorMessage, translateMessage } from "#web/features/profile/messages";
import { apiErrorBody } from "#web/lib/api-send";
import { useMe } from "#web/features/auth/api";
import { useMakeMeAdmin } from "../api";
import { LoginLinkButton } from "#web/features/auth/components/login-link-button";

/** /admin-fix: a signed-in user asks for the admin role (idle → processing → success or failure). */
export function AdminAccessRequest() {
  const { t } = useT();
  const { user, isPending } = useMe();
  return (
    <Card role="region" aria-labelledby="admin-fix-card-title" className="mx-auto max-w-xl">
      <CardHeader>
        <CardTitle id="admin-fix-card-title" className="flex items-center gap-2">
          <ShieldCheckIcon className="size-5 text-primary" aria-hidden="true" />
          {t("admin_fix.card_title")}
        </CardTitle>
        <CardDescription>{t("admin_fix.explanation")}</CardDescription>
      </CardHeader>
      <CardContent>
        {isPending ? <Skeleton className="h-9 w-56" /> : user ? <Request /> : <SignInFirst />}
      </CardContent>
    </Card>
  );
}

function SignInFirst() {
  const { t } = useT();
  return (
    <div className="space-y-3">
      <p className="text-sm text-muted-foreground">{t("admin_fix.sign_in_first")}</p>
      <LoginLinkButton />
    </div>
  );
}

function Request() {
  const translator = useT();
  const { t } = translator;
  const grant = useMakeMeAdmin();
  /** The server's reason, in the visitor's language. */
  const failureText = (error: unknown) => {
    const message = apiErrorMessage(error);
    return message === undefined ? undefined : translateMessage(translator, message);
  };
  const failure = grant.isError ? apiErrorBody(grant.error) : undefined;
  const yourEmail = typeof failure?.yourEmail === "string" ? failure.yourEmail : undefined;

  const onGrant = () =>
    grant.mutate(undefined, {
      onSuccess: () => toast({ title: t("admin_fix.granted") }),
      onError: (error) =>
        toast({
          variant: "destructive",
          title: t("admin_fix.failed"),
          description: failureText(error) ?? t("common.try_again_later"),
        }),
    });

  if (grant.isSuccess) {
    return (
      <div className="space-y-4">
        <p role="status" className="flex items-start gap-2 text-sm font-medium">
          <CircleCheckIcon className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
          {t("admin_fix.granted")}
        </p>
        <Button asChild>
          <Link to="/admin">
            <LayoutDashboardIcon aria-hidden="true" />
            {t("admin_fix.open_admin")}
          </Link>
        </Button>
      </div>
    );
  }
  return (
    <div className="space-y-4">
      <Button onClick={onGrant} disabled={grant.isPending}>
        <ShieldCheckIcon aria-hidden="true" />
        {grant.isPending ? t("admin_fix.processing") : t("admin_fix.grant")}
      </Button>
      {grant.isError && (
        <div role="alert" className="space-y-1 rounded-md border border-destructive/50 p-3 text-sm">
          <p className="flex items-start gap-2 font-medium text-destructive">
            <ShieldAlertIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {failureText(grant.error) ?? t("admin_fix.failed")}
          </p>
          {yourEmail && (
            <p>
              {t("admin_fix.your_email")}{" "}
              <span dir="ltr" className="font-mono">
                {yourEmail}
              </span>
            </p>
          )}
        </div>
      )}
    </div>
  );
}
