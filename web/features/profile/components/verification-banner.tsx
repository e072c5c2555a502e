import { MailWarningIcon } from "#web/components/icons";
import { Button } from "#web/components/ui/button";
import { useT } from "#web/i18n/use-t";
import { useSendVerificationEmail } from "../use-send-verification-email";

/** The banner itself, loaded only for the signed-in users who need it (see verification-notice.tsx). */
export default function VerificationBanner() {
  const { t } = useT();
  const send = useSendVerificationEmail();
  return (
    <section
      aria-label={t("verification.banner_label")}
      className="flex flex-col gap-3 border-b bg-accent px-4 py-3 text-accent-foreground sm:flex-row sm:items-center md:px-8"
    >
      <p className="flex flex-1 items-start gap-2 text-sm sm:items-center">
        <MailWarningIcon className="mt-0.5 size-4 shrink-0 sm:mt-0" aria-hidden="true" />
        <span>{t("verification.banner_text")}</span>
      </p>
      <Button size="sm" className="self-start sm:self-auto" disabled={send.isPending} onClick={send.send}>
        {send.isPending ? t("verification.sending") : t("verification.send")}
      </Button>
    </section>
  );
}
