import type { PrizeAward } from "#schema/api/contest";
import type { MailDeliveryStatus } from "#schema/enums";
import { Badge } from "#web/components/ui/badge";
import { Button } from "#web/components/ui/button";
import { formatNumber } from "#web/i18n/format";
import { useT } from "#web/i18n/use-t";
import { useHydrated } from "#web/lib/use-hydrated";
import { useResendPrizeMail } from "../api";
import { formatDateTime } from "../format";

const MAIL_STATUS_BADGE = {
  queued: "secondary",
  sent: "success",
  failed: "destructive",
} as const satisfies Record<MailDeliveryStatus, string>;

/**
 * What became of the winner's e-mail (sent, failed after its retries, or still waiting), and Resend,
 * which queues the same mail again; a mail still waiting cannot be sent twice.
 */
export function PrizeMailStatus({ award }: { award: PrizeAward }) {
  const { t, locale } = useT();
  const hydrated = useHydrated();
  const resend = useResendPrizeMail(award.id);
  const { mail } = award;
  return (
    // A block of the card under its own heading, not a landmark: every card has one.
    <div className="rounded-lg border p-4 text-sm md:col-span-2">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="font-medium">{t("admin.prizes.mail.title")}</h3>
        {mail && (
          <Badge variant={MAIL_STATUS_BADGE[mail.status]}>
            {t(`admin.prizes.mail.status.${mail.status}`)}
          </Badge>
        )}
        {mail && (
          <Button
            type="button"
            variant="outline"
            size="sm"
            className="ms-auto"
            disabled={!hydrated || resend.isPending || mail.status === "queued"}
            onClick={() => resend.mutate()}
          >
            {t("admin.prizes.mail.resend")}
          </Button>
        )}
      </div>
      {mail ? (
        <dl className="mt-3 grid gap-x-4 gap-y-1 grid-cols-[auto_1fr]">
          <dt className="text-muted-foreground">{t("admin.prizes.mail.attempts")}</dt>
          <dd>{formatNumber(locale, mail.attempts)}</dd>
          {mail.sentAt && (
            <>
              <dt className="text-muted-foreground">{t("admin.prizes.mail.sent_at")}</dt>
              <dd>
                <time dateTime={mail.sentAt}>{formatDateTime(locale, mail.sentAt)}</time>
              </dd>
            </>
          )}
          {mail.lastError && (
            <>
              <dt className="text-muted-foreground">{t("admin.prizes.mail.last_error")}</dt>
              <dd dir="auto" className="font-mono wrap-anywhere">
                {mail.lastError}
              </dd>
            </>
          )}
        </dl>
      ) : (
        <p className="mt-2 text-muted-foreground">{t("admin.prizes.mail.none")}</p>
      )}
    </div>
  );
}
