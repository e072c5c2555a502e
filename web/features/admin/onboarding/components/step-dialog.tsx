import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import {
  onboardingStepUpdateSchema,
  type AdminOnboardingStep,
  type OnboardingStepUpdate,
  type OnboardingStepUpdateInput,
} from "#schema/api/admin-onboarding";
import { LOCALES, type Locale } from "#schema/locales";
import { AdminDialog } from "#web/features/admin/components/admin-dialog";
import { Input } from "#web/components/ui/input";
import { Textarea } from "#web/components/ui/textarea";
import { FormDialogFooter } from "#web/features/admin/components/form-dialog-footer";
import { useT } from "#web/i18n/use-t";
import { Field } from "#web/features/profile/components/field";
import { translateMessage } from "#web/features/profile/messages";
import { LocaleTabs } from "#web/features/admin/components/locale-tabs";
import { useSaveStep } from "../api";

/** The form's values: a step as it stands, or a new one numbered after the last. */
function initialValues(step: AdminOnboardingStep | undefined, nextNumber: number): OnboardingStepUpdateInput {
  const translations = Object.fromEntries(
    LOCALES.map((locale) => [
      locale,
      {
        title: step?.translations[locale]?.title ?? "",
        description: step?.translations[locale]?.description ?? "",
      },
    ]),
  ) as OnboardingStepUpdateInput["translations"];
  return {
    step: {
      stepNumber: step?.stepNumber ?? nextNumber,
      screenshotUrl: step?.screenshotUrl ?? "",
      active: step?.active ?? true,
    },
    translations,
  };
}

/**
 * Add or edit a step: number, screenshot URL, active, and a title and description in each of the
 * six language tabs, all checked with the API's own schema before anything is sent.
 */
export function StepDialog({
  providerId,
  step,
  nextNumber,
  onClose,
}: {
  providerId: string;
  /** The step to edit; a new step when absent. */
  step?: AdminOnboardingStep;
  nextNumber: number;
  onClose: () => void;
}) {
  const i18n = useT();
  const { t } = i18n;
  const save = useSaveStep(onClose);
  const form = useForm<OnboardingStepUpdateInput, unknown, OnboardingStepUpdate>({
    resolver: zodResolver(onboardingStepUpdateSchema),
    defaultValues: initialValues(step, nextNumber),
  });
  const { errors } = form.formState;
  const errorText = (message: string | undefined) => (message ? translateMessage(i18n, message) : undefined);
  const textErrors = (locale: Locale) => errors.translations?.[locale];

  const onSubmit = form.handleSubmit((values) =>
    save.mutate(
      step
        ? { kind: "update", id: step.id, body: values }
        : { kind: "create", body: { ...values, step: { ...values.step, providerId } } },
    ),
  );

  return (
    <AdminDialog
      title={step ? t("admin.onboarding.edit_title") : t("admin.onboarding.add")}
      description={t("admin.onboarding.dialog_description")}
      onClose={onClose}
      className="max-h-[90vh] overflow-y-auto sm:max-w-2xl"
    >
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-4">
        <div className="grid gap-4 sm:grid-cols-[10rem_1fr]">
          <Field
            id="onboarding-step-number"
            label={t("admin.onboarding.field.step_number")}
            error={errorText(errors.step?.stepNumber?.message)}
          >
            {(control) => (
              <Input
                {...control}
                type="number"
                min={1}
                step={1}
                inputMode="numeric"
                {...form.register("step.stepNumber", { valueAsNumber: true })}
              />
            )}
          </Field>
          <Field
            id="onboarding-screenshot-url"
            label={t("admin.onboarding.field.screenshot_url")}
            hint={t("admin.onboarding.field.screenshot_hint")}
            error={errorText(errors.step?.screenshotUrl?.message)}
          >
            {(control) => (
              <Input {...control} type="url" dir="ltr" {...form.register("step.screenshotUrl")} />
            )}
          </Field>
        </div>
        <label className="flex items-center gap-2 text-sm font-medium">
          <input type="checkbox" className="size-4 accent-primary" {...form.register("step.active")} />
          {t("admin.onboarding.field.active")}
        </label>
        <LocaleTabs
          label={t("admin.onboarding.languages")}
          flagged={(locale) => !!textErrors(locale)}
          flaggedLabel={t("admin.locale_tabs.has_errors")}
        >
          {(locale) => (
            <>
              <Field
                id={`onboarding-title-${locale}`}
                label={t("admin.onboarding.field.title")}
                error={errorText(textErrors(locale)?.title?.message ?? textErrors(locale)?.message)}
              >
                {(control) => <Input {...control} {...form.register(`translations.${locale}.title`)} />}
              </Field>
              <Field
                id={`onboarding-description-${locale}`}
                label={t("admin.onboarding.field.description")}
                error={errorText(textErrors(locale)?.description?.message)}
              >
                {(control) => (
                  <Textarea rows={4} {...control} {...form.register(`translations.${locale}.description`)} />
                )}
              </Field>
            </>
          )}
        </LocaleTabs>
        <FormDialogFooter busy={save.isPending} />
      </form>
    </AdminDialog>
  );
}
