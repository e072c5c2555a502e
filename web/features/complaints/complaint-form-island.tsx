import { useId, useState, type FormEvent } from "react";
import { COMPLAINT_TEXT_LIMITS } from "#schema/api/complaints";
import { COMPLAINT_CATEGORIES } from "#schema/enums";
import { Button } from "#web/components/ui/button";
import { Input } from "#web/components/ui/input";
import { NativeSelect } from "#web/components/ui/native-select";
import { Textarea } from "#web/components/ui/textarea";
import { Field } from "#web/features/profile/components/field";
import { apiErrorMessage, translateMessage } from "#web/features/profile/messages";
import { readNumber } from "#web/i18n/read-number";
import { useT } from "#web/i18n/use-t";
import { apiSend } from "#web/lib/api-send";

/**
 * The complaint form: category, optional amount (read the visitor's way: "12,50" or "12.50"), what
 * happened and what they want. The server checks everything and answers by message key; once filed,
 * the browser opens the case's page.
 */
export default function ComplaintFormIsland({ providerId }: { providerId: string }) {
  const i18n = useT();
  const { t, locale } = i18n;
  const ids = useId();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const amountText = String(data.get("amount") ?? "").trim();
    const reading = readNumber(amountText, locale);
    // Text that reads as no number goes as it is: the server's answer names the problem.
    const amount = amountText === "" ? null : reading.ok ? reading.value : amountText;
    setBusy(true);
    setFailure(null);
    try {
      const { id } = await apiSend<{ id: string }>("POST", "/api/complaints", {
        providerId,
        category: data.get("category"),
        amount,
        description: data.get("description"),
        desiredOutcome: data.get("desiredOutcome"),
      });
      window.location.assign(`/${locale}/complaints/${encodeURIComponent(id)}`);
    } catch (error) {
      const message = apiErrorMessage(error);
      setFailure(message ? translateMessage(i18n, message) : t("complaint.failed"));
      setBusy(false);
    }
  }

  const { description, desiredOutcome } = COMPLAINT_TEXT_LIMITS;
  return (
    <form onSubmit={(event) => void submit(event)} className="grid gap-4" aria-busy={busy}>
      <Field id={`${ids}-category`} label={t("complaint.field.category")}>
        {(control) => (
          <NativeSelect {...control} name="category" required defaultValue="withdrawal">
            {COMPLAINT_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {t(`complaint.category.${category}`)}
              </option>
            ))}
          </NativeSelect>
        )}
      </Field>
      <Field id={`${ids}-amount`} label={t("complaint.field.amount")} hint={t("complaint.field.amount_hint")}>
        {(control) => <Input {...control} name="amount" inputMode="decimal" autoComplete="off" />}
      </Field>
      <Field id={`${ids}-description`} label={t("complaint.field.description")}>
        {(control) => (
          <Textarea
            {...control}
            name="description"
            rows={6}
            required
            minLength={description.min}
            maxLength={description.max}
          />
        )}
      </Field>
      <Field id={`${ids}-outcome`} label={t("complaint.field.desired_outcome")}>
        {(control) => (
          <Textarea
            {...control}
            name="desiredOutcome"
            rows={3}
            required
            minLength={desiredOutcome.min}
            maxLength={desiredOutcome.max}
          />
        )}
      </Field>
      {failure && (
        <p role="alert" className="text-sm text-destructive">
          {failure}
        </p>
      )}
      <div>
        <Button type="submit" disabled={busy}>
          {t("complaint.file.submit")}
        </Button>
      </div>
    </form>
  );
}
