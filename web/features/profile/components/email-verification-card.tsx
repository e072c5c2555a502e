import { BadgeCheckIcon, MailIcon, MailWarningIcon } from "#web/components/icons";
import { Badge } from "#web/components/ui/badge";
import { Button } from "#web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card";
import { formatDate } from "#web/i18n/format";
import { useT } from "#web/i18n/use-t";
import type { Profile } from "#schema/api/profile";
import { useSendVerificationEmail } from "../use-send-verification-email";

/** Verified (badge and date) or not (badge and a button that mails a new link). */
export function EmailVerificationCard({ profile }: { profile: Profile }) {
  const { t, locale } = useT();
  const send = useSendVerificationEmail();
  return (
    <Card role="region" aria-labelledby="profile-verification-title">
      <CardHeader>
        <CardTitle id="profile-verification-title">{t("profile.verification.title")}</CardTitle>
        <CardDescription>{t("profile.verification.description")}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="flex flex-wrap items-center gap-3">
          <MailIcon className="size-4 text-muted-foreground" aria-hidden="true" />
          <span dir="ltr" className="min-w-0 truncate text-sm font-medium">
            {profile.email ?? "—"}
          </span>
          {profile.emailVerified ? (
            <Badge variant="success">
              <BadgeCheckIcon aria-hidden="true" />
              {t("profile.verification.verified")}
            </Badge>
          ) : (
            <Badge variant="destructive">
              <MailWarningIcon aria-hidden="true" />
              {t("profile.verification.not_verified")}
            </Badge>
          )}
        </div>
        {profile.emailVerified ? (
          profile.emailVerifiedAt && (
            <p className="text-sm text-muted-foreground">
              {t("profile.verification.verified_on", { date: formatDate(locale, profile.emailVerifiedAt) })}
            </p>
          )
        ) : (
          <div className="space-y-3">
            <p className="text-sm text-muted-foreground">{t("profile.verification.why")}</p>
            <Button disabled={send.isPending} onClick={send.send}>
              <MailIcon aria-hidden="true" />
              {send.isPending ? t("verification.sending") : t("verification.send")}
            </Button>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
