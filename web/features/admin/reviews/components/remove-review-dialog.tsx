import { zodResolver } from "@hookform/resolvers/zod";
import { useId } from "react";
import { useForm, useWatch } from "react-hook-form";
import { reportRemovalSchema, type ReportRemovalInput } from "#schema/api/review-reports";
import {
  DECISION_FACTS_MAX_LENGTH,
  DECISION_GROUNDS,
  DECISION_LAW_MAX_LENGTH,
  groundTextKey,
  groundTitleKey,
} from "#schema/review-guidelines";
import { Button } from "#web/components/ui/button";
import { DialogClose, DialogFooter } from "#web/components/ui/dialog";
import { Input } from "#web/components/ui/input";
import { Textarea } from "#web/components/ui/textarea";
import { AdminDialog } from "#web/features/admin/components/admin-dialog";
import { Field } from "#web/features/profile/components/field";
import { translateMessage } from "#web/features/profile/messages";
import { useT } from "#web/i18n/use-t";

const resolver = zodResolver(reportRemovalSchema);

/**
 * Removing a reported review: the ground it rests on (a clause of the review guidelines, each with
 * its rule, or illegal content with the law named) and facts the moderator may add, checked with
 * the API's schema. The reports queue's own picker for now; the moderation screen's rejection asks
 * the same and may share it later.
 */
export default function RemoveReviewDialog({
  busy,
  onRemove,
  onClose,
}: {
  busy: boolean;
  onRemove: (removal: ReportRemovalInput) => void;
  onClose: () => void;
}) {
  const i18n = useT();
  const { t } = i18n;
  const ids = useId();
  const form = useForm<ReportRemovalInput>({
    resolver,
    defaultValues: { decision: "remove", law: "", facts: "" },
  });
  const { errors } = form.formState;
  const errorText = (message: string | undefined) => (message ? translateMessage(i18n, message) : undefined);
  const groundError = errorText(errors.ground?.message);
  const illegal = useWatch({ control: form.control, name: "ground" }) === "illegal";
  return (
    <AdminDialog
      title={t("admin.reviews.reports.remove_title")}
      description={t("admin.reviews.reports.remove_description")}
      onClose={onClose}
      size="wide"
    >
      <form noValidate onSubmit={(event) => void form.handleSubmit(onRemove)(event)} className="grid gap-4">
        <fieldset className="grid gap-2" aria-describedby={groundError ? `${ids}-ground-error` : undefined}>
          <legend className="mb-1 text-sm font-medium">{t("admin.reviews.reports.ground")}</legend>
          {DECISION_GROUNDS.map((ground) => (
            <label key={ground} className="flex items-start gap-2 text-sm">
              <input
                type="radio"
                value={ground}
                className="mt-0.5 size-4 shrink-0 accent-primary"
                {...form.register("ground")}
              />
              <span>
                <span className="font-medium">{t(groundTitleKey(ground))}</span>
                <span className="block text-muted-foreground">{t(groundTextKey(ground))}</span>
              </span>
            </label>
          ))}
          {groundError && (
            <p id={`${ids}-ground-error`} role="alert" className="text-sm text-destructive">
              {groundError}
            </p>
          )}
        </fieldset>
        {illegal && (
          <Field
            id={`${ids}-law`}
            label={t("admin.reviews.reports.law")}
            error={errorText(errors.law?.message)}
          >
            {(control) => (
              <Input {...control} {...form.register("law")} maxLength={DECISION_LAW_MAX_LENGTH} />
            )}
          </Field>
        )}
        <Field
          id={`${ids}-facts`}
          label={t("admin.reviews.reports.facts")}
          error={errorText(errors.facts?.message)}
        >
          {(control) => (
            <Textarea
              {...control}
              {...form.register("facts")}
              dir="auto"
              rows={3}
              maxLength={DECISION_FACTS_MAX_LENGTH}
            />
          )}
        </Field>
        <DialogFooter>
          <DialogClose asChild>
            <Button type="button" variant="outline" disabled={busy}>
              {t("admin.reviews.reports.cancel")}
            </Button>
          </DialogClose>
          <Button type="submit" variant="destructive" disabled={busy}>
            {t("admin.reviews.reports.confirm_remove")}
          </Button>
        </DialogFooter>
      </form>
    </AdminDialog>
  );
}
