import { zodResolver } from "@hookform/resolvers/zod";
import { useId, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { REPORT_REASONS } from "#schema/enums";
import {
  REPORT_EMAIL_MAX_LENGTH,
  REPORT_EXPLANATION_MAX_LENGTH,
  REPORT_EXPLANATION_MIN_LENGTH,
  reportInputSchema,
  type ReportInput,
  type ReportReceipt,
} from "#schema/api/review-reports";
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
import { Textarea } from "#web/components/ui/textarea";
import { Field } from "#web/features/profile/components/field";
import { apiErrorMessage, translateMessage } from "#web/features/profile/messages";
import { formatNumber } from "#web/i18n/format";
import { useT } from "#web/i18n/use-t";
import { apiSend } from "#web/lib/api-send";

const resolver = zodResolver(reportInputSchema);

/**
 * Reporting a review: a reason, an explanation (with a live count of its characters), an optional
 * e-mail and the good-faith confirmation, checked with the API's schema; the report is filed in
 * the page's language. Once filed, the dialog shows its reference and what happens next.
 */
export default function ReportDialog({ reviewId, onClose }: { reviewId: string; onClose: () => void }) {
  const i18n = useT();
  const { t, locale } = i18n;
  const ids = useId();
  const [reference, setReference] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ReportInput>({
    resolver,
    defaultValues: { explanation: "", email: "", goodFaith: false as unknown as true, locale },
  });
  const { errors, isSubmitting } = form.formState;
  const errorText = (message: string | undefined) => (message ? translateMessage(i18n, message) : undefined);
  const written = useWatch({ control: form.control, name: "explanation" })?.trim().length ?? 0;

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const path = `/api/reviews/${encodeURIComponent(reviewId)}/reports`;
      setReference((await apiSend<ReportReceipt>("POST", path, values)).reference);
    } catch (error) {
      const message = apiErrorMessage(error);
      setFailure(message ? translateMessage(i18n, message) : t("reviews.report.failed"));
    }
  });

  const reasonError = errorText(errors.reason?.message);
  const goodFaithError = errorText(errors.goodFaith?.message);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent closeLabel={t("a11y.close")} className="max-h-[90vh] overflow-y-auto">
        {reference ? (
          <>
            <DialogHeader>
              <DialogTitle>{t("reviews.report.sent.title")}</DialogTitle>
              <DialogDescription>
                {t("reviews.report.sent.reference")}{" "}
                <strong dir="ltr" className="font-mono text-foreground" data-testid="report-reference">
                  {reference}
                </strong>
              </DialogDescription>
            </DialogHeader>
            <p className="text-sm">{t("reviews.report.sent.next")}</p>
            <DialogFooter>
              <DialogClose asChild>
                <Button>{t("reviews.report.close")}</Button>
              </DialogClose>
            </DialogFooter>
          </>
        ) : (
          <>
            <DialogHeader>
              <DialogTitle>{t("reviews.report.title")}</DialogTitle>
              <DialogDescription>{t("reviews.report.description")}</DialogDescription>
            </DialogHeader>
            <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4">
              <fieldset
                className="grid gap-1.5"
                aria-invalid={!!reasonError}
                aria-describedby={reasonError ? `${ids}-reason-error` : undefined}
              >
                <legend className="mb-1.5 text-sm font-medium">{t("reviews.report.reason")}</legend>
                {REPORT_REASONS.map((reason) => (
                  <label key={reason} className="flex items-center gap-2 text-sm">
                    <input
                      type="radio"
                      value={reason}
                      className="size-4 accent-primary"
                      {...form.register("reason")}
                    />
                    {t(`reviews.report.reason.${reason}`)}
                  </label>
                ))}
                {reasonError && (
                  <p id={`${ids}-reason-error`} role="alert" className="text-sm text-destructive">
                    {reasonError}
                  </p>
                )}
              </fieldset>
              <Field
                id={`${ids}-explanation`}
                label={t("reviews.report.explanation")}
                hint={t("reviews.report.counter", {
                  count: formatNumber(locale, written),
                  max: formatNumber(locale, REPORT_EXPLANATION_MAX_LENGTH),
                  min: formatNumber(locale, REPORT_EXPLANATION_MIN_LENGTH),
                })}
                error={errorText(errors.explanation?.message)}
              >
                {(control) => (
                  <Textarea
                    {...control}
                    {...form.register("explanation")}
                    dir="auto"
                    rows={4}
                    maxLength={REPORT_EXPLANATION_MAX_LENGTH + 100}
                  />
                )}
              </Field>
              <Field
                id={`${ids}-email`}
                label={t("reviews.report.email")}
                hint={t("reviews.report.email_hint")}
                error={errorText(errors.email?.message)}
              >
                {(control) => (
                  <Input
                    {...control}
                    {...form.register("email")}
                    type="email"
                    dir="ltr"
                    autoComplete="email"
                    maxLength={REPORT_EMAIL_MAX_LENGTH}
                  />
                )}
              </Field>
              <div className="grid gap-1.5">
                <label className="flex items-start gap-2 text-sm">
                  <input
                    type="checkbox"
                    className="mt-0.5 size-4 shrink-0 accent-primary"
                    aria-invalid={!!goodFaithError}
                    aria-describedby={goodFaithError ? `${ids}-good-faith-error` : undefined}
                    {...form.register("goodFaith")}
                  />
                  {t("reviews.report.good_faith")}
                </label>
                {goodFaithError && (
                  <p id={`${ids}-good-faith-error`} role="alert" className="text-sm text-destructive">
                    {goodFaithError}
                  </p>
                )}
              </div>
              {failure && (
                <p role="alert" className="text-sm text-destructive">
                  {failure}
                </p>
              )}
              <DialogFooter>
                <DialogClose asChild>
                  <Button type="button" variant="outline">
                    {t("reviews.report.cancel")}
                  </Button>
                </DialogClose>
                <Button type="submit" disabled={isSubmitting}>
                  {isSubmitting ? t("reviews.report.submitting") : t("reviews.report.submit")}
                </Button>
              </DialogFooter>
            </form>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
