import { useId, useState, type FormEvent } from "react";
import { COMPLAINT_TEXT_LIMITS } from "#schema/api/complaints";
import { Button } from "#web/components/ui/button";
import { Textarea } from "#web/components/ui/textarea";
import { apiErrorMessage, translateMessage } from "#web/features/profile/messages";
import { useT } from "#web/i18n/use-t";
import { apiSend } from "#web/lib/api-send";

/**
 * Writing in a case's thread (the player, the company's representative, a mediator) and the
 * player's withdrawal. The server decides who may; a step done, the page loads again and shows the
 * case as it now stands.
 */
export default function ComplaintThreadIsland({
  complaintId,
  mayWrite,
  mayWithdraw,
}: {
  complaintId: string;
  mayWrite: boolean;
  mayWithdraw: boolean;
}) {
  const i18n = useT();
  const { t } = i18n;
  const ids = useId();
  const [body, setBody] = useState("");
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const path = `/api/complaints/${encodeURIComponent(complaintId)}`;

  async function run(work: () => Promise<unknown>) {
    setBusy(true);
    setFailure(null);
    try {
      await work();
      window.location.reload();
    } catch (error) {
      const message = apiErrorMessage(error);
      setFailure(message ? translateMessage(i18n, message) : t("complaint.failed"));
      setBusy(false);
    }
  }

  const send = (event: FormEvent) => {
    event.preventDefault();
    void run(() => apiSend("POST", `${path}/messages`, { body }));
  };

  return (
    <div className="space-y-4">
      {mayWrite && (
        <form onSubmit={send} className="grid gap-2" aria-busy={busy}>
          <label htmlFor={`${ids}-body`} className="text-sm font-medium">
            {t("complaint.thread.label")}
          </label>
          <Textarea
            id={`${ids}-body`}
            name="body"
            rows={4}
            required
            minLength={COMPLAINT_TEXT_LIMITS.body.min}
            maxLength={COMPLAINT_TEXT_LIMITS.body.max}
            value={body}
            onChange={(event) => setBody(event.target.value)}
            aria-describedby={failure ? `${ids}-failure` : undefined}
          />
          <div>
            <Button type="submit" disabled={busy}>
              {t("complaint.thread.send")}
            </Button>
          </div>
        </form>
      )}
      {failure && (
        <p id={`${ids}-failure`} role="alert" className="text-sm text-destructive">
          {failure}
        </p>
      )}
      {mayWithdraw &&
        (confirming ? (
          <Button
            type="button"
            variant="destructive"
            disabled={busy}
            onClick={() => void run(() => apiSend("POST", `${path}/withdraw`))}
          >
            {t("complaint.thread.withdraw_confirm")}
          </Button>
        ) : (
          <Button type="button" variant="outline" onClick={() => setConfirming(true)}>
            {t("complaint.thread.withdraw")}
          </Button>
        ))}
    </div>
  );
}
