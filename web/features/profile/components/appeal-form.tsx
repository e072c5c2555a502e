import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { APPEAL_TEXT_MAX_LENGTH, appealInputSchema, type AppealInput } from "#schema/api/review-decisions";
import { Button } from "#web/components/ui/button";
import { Textarea } from "#web/components/ui/textarea";
import { toast } from "#web/components/ui/toast-store";
import { useT } from "#web/i18n/use-t";
import { showErrorToast } from "../error-toast";
import { translateMessage } from "../messages";
import { useAppealReview } from "../my-reviews-mutations";
import { Field } from "./field";

/**
 * The one appeal against a review's rejection: why the author thinks it is wrong, checked with the
 * API's own schema. It goes back to the moderators, whose decision on it is final.
 */
export function AppealForm({ reviewId, onDone }: { reviewId: string; onDone: () => void }) {
  const i18n = useT();
  const { t } = i18n;
  const send = useAppealReview(reviewId);
  const form = useForm<AppealInput>({
    resolver: zodResolver(appealInputSchema),
    defaultValues: { text: "" },
  });
  const error = form.formState.errors.text?.message;
  const onSubmit = form.handleSubmit((values) =>
    send.mutate(values, {
      onSuccess: () => {
        toast({ title: t("profile.my_reviews.appeal_sent") });
        onDone();
      },
      onError: (failure) => showErrorToast(i18n, t("profile.my_reviews.appeal_failed"), failure),
    }),
  );
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-2">
      <Field
        id={`appeal-${reviewId}`}
        label={t("profile.my_reviews.appeal_label")}
        hint={t("profile.my_reviews.appeal_hint")}
        error={error ? translateMessage(i18n, error) : undefined}
      >
        {(control) => (
          <Textarea
            rows={4}
            maxLength={APPEAL_TEXT_MAX_LENGTH}
            autoFocus
            {...control}
            {...form.register("text")}
          />
        )}
      </Field>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={send.isPending}>
          {send.isPending ? t("common.saving") : t("profile.my_reviews.send_appeal")}
        </Button>
        <Button type="button" size="sm" variant="outline" disabled={send.isPending} onClick={onDone}>
          {t("profile.my_reviews.cancel")}
        </Button>
      </div>
    </form>
  );
}
