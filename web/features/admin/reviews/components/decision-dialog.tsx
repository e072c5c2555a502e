import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, useWatch } from "react-hook-form";
import {
  decisionStatementSchema,
  type DecisionStatement,
  type DecisionStatementInput,
} from "#schema/api/review-decisions";
import type { AdminReview } from "#schema/api/reviews";
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
import { ReviewFlags } from "./review-flags";

/** Rejecting a pending review, removing a published one, or keeping a rejection on appeal. */
export type DecisionKind = "reject" | "remove" | "keep";

/**
 * The statement of reasons a decision restricting a review carries, for the moderation screen and
 * the reports queue alike: the ground (a guideline clause, or illegal content with the law named),
 * the facts the author will read, and the automated flags the statement will name (when the screen
 * knows them). Checked with the API's own schema before it is sent.
 */
export function DecisionDialog({
  flags,
  kind,
  busy,
  onDecide,
  onClose,
}: {
  flags?: AdminReview["flags"];
  kind: DecisionKind;
  busy: boolean;
  onDecide: (statement: DecisionStatement) => void;
  onClose: () => void;
}) {
  const i18n = useT();
  const { t } = i18n;
  const form = useForm<DecisionStatementInput, unknown, DecisionStatement>({
    resolver: zodResolver(decisionStatementSchema),
    defaultValues: { law: "", facts: "" },
  });
  const { errors } = form.formState;
  const ground = useWatch({ control: form.control, name: "ground" });
  const errorText = (message: string | undefined) => (message ? translateMessage(i18n, message) : undefined);
  const onSubmit = form.handleSubmit((values) => onDecide(values));
  return (
    <AdminDialog
      title={t(`admin.reviews.decision.title.${kind}`)}
      description={t("admin.reviews.decision.description")}
      onClose={onClose}
      size="wide"
    >
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-4">
        <fieldset
          className="grid gap-2"
          aria-describedby={errors.ground ? "decision-ground-error" : undefined}
        >
          <legend className="mb-1 text-sm font-medium">{t("admin.reviews.decision.ground")}</legend>
          {DECISION_GROUNDS.map((option) => (
            <label
              key={option}
              className="flex gap-2 rounded-md border p-2 text-sm has-[:checked]:border-primary"
            >
              <input
                type="radio"
                value={option}
                className="mt-1 size-4 shrink-0 accent-primary"
                aria-describedby={`decision-ground-${option}-text`}
                {...form.register("ground")}
              />
              <span className="grid gap-0.5">
                <span className="font-medium">{t(groundTitleKey(option))}</span>
                <span id={`decision-ground-${option}-text`} className="text-muted-foreground">
                  {t(groundTextKey(option))}
                </span>
              </span>
            </label>
          ))}
          {errors.ground && (
            <p id="decision-ground-error" role="alert" className="text-sm text-destructive">
              {errorText(errors.ground.message)}
            </p>
          )}
        </fieldset>
        {ground === "illegal" && (
          <Field
            id="decision-law"
            label={t("admin.reviews.decision.law")}
            hint={t("admin.reviews.decision.law_hint")}
            error={errorText(errors.law?.message)}
          >
            {(control) => (
              <Input {...control} required maxLength={DECISION_LAW_MAX_LENGTH} {...form.register("law")} />
            )}
          </Field>
        )}
        <Field
          id="decision-facts"
          label={t("admin.reviews.decision.facts")}
          hint={t("admin.reviews.decision.facts_hint")}
          error={errorText(errors.facts?.message)}
        >
          {(control) => (
            <Textarea
              rows={3}
              maxLength={DECISION_FACTS_MAX_LENGTH}
              {...control}
              {...form.register("facts")}
            />
          )}
        </Field>
        {flags && (
          <div className="grid gap-2 text-sm">
            <p className="font-medium">{t("admin.reviews.decision.flags")}</p>
            {flags.length > 0 ? (
              <ReviewFlags flags={flags} />
            ) : (
              <p className="text-muted-foreground">{t("admin.reviews.decision.no_flags")}</p>
            )}
          </div>
        )}
        <DialogFooter>
          <DialogClose asChild>
            <Button type="button" variant="outline" disabled={busy}>
              {t("admin.action.cancel")}
            </Button>
          </DialogClose>
          <Button type="submit" variant="destructive" disabled={busy}>
            {busy ? t("common.saving") : t(`admin.reviews.decision.submit.${kind}`)}
          </Button>
        </DialogFooter>
      </form>
    </AdminDialog>
  );
}
