import type { FieldErrors, UseFormRegisterReturn } from "react-hook-form";
import { PROMOTION_CTA_MAX_LENGTH, PROMOTION_TITLE_MAX_LENGTH } from "#schema/api/admin-promotions";
import { Input } from "#web/components/ui/input";
import { Textarea } from "#web/components/ui/textarea";
import { Field } from "#web/features/profile/components/field";
import { translateMessage } from "#web/features/profile/messages";
import { useT } from "#web/i18n/use-t";
import type { TranslationFormValues } from "../promotion-form";

type TextField = keyof TranslationFormValues;

/** One language of a promotion: title (required to save it), description, CTA text, URL. */
export function TranslationFields({
  idPrefix,
  register,
  errors,
}: {
  idPrefix: string;
  register: (field: TextField) => UseFormRegisterReturn;
  errors: FieldErrors<TranslationFormValues> | undefined;
}) {
  const i18n = useT();
  const { t } = i18n;
  const errorOf = (field: TextField) => {
    const message = errors?.[field]?.message;
    return message ? translateMessage(i18n, message) : undefined;
  };
  return (
    <>
      <Field id={`${idPrefix}-title`} label={t("admin.promotions.field_title")} error={errorOf("title")}>
        {(control) => (
          <Input {...control} {...register("title")} maxLength={PROMOTION_TITLE_MAX_LENGTH} dir="auto" />
        )}
      </Field>
      <Field id={`${idPrefix}-body`} label={t("admin.promotions.field_body")} error={errorOf("body")}>
        {(control) => <Textarea {...control} {...register("body")} rows={4} dir="auto" />}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={`${idPrefix}-ctaText`} label={t("admin.promotions.field_cta")} error={errorOf("ctaText")}>
          {(control) => (
            <Input {...control} {...register("ctaText")} maxLength={PROMOTION_CTA_MAX_LENGTH} dir="auto" />
          )}
        </Field>
        <Field id={`${idPrefix}-url`} label={t("admin.promotions.field_url")} error={errorOf("url")}>
          {(control) => <Input {...control} {...register("url")} type="url" dir="ltr" />}
        </Field>
      </div>
    </>
  );
}
