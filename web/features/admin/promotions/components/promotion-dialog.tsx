import { useQuery } from "@tanstack/react-query";
import { Controller, useForm } from "react-hook-form";
import type { AdminPromotion, PromotionI18n, PromotionSave } from "#schema/api/admin-promotions";
import { BONUS_TYPES } from "#schema/enums";
import { AdminDialog } from "#web/features/admin/components/admin-dialog";
import { Input } from "#web/components/ui/input";
import { NUMBER_INPUT, type NumberContext } from "#web/features/admin/number-fields";
import { NativeSelect } from "#web/components/ui/native-select";
import { Skeleton } from "#web/components/ui/skeleton";
import { LocaleTabs } from "#web/features/admin/components/locale-tabs";
import { Field } from "#web/features/profile/components/field";
import { translateMessage } from "#web/features/profile/messages";
import { ProviderSelect } from "#web/features/admin/components/provider-select";
import { QueryError } from "#web/features/admin/components/query-view";
import { FormDialogFooter } from "#web/features/admin/components/form-dialog-footer";
import { useT } from "#web/i18n/use-t";
import { promotionI18nQuery, useSavePromotion } from "../api";
import { promotionFormResolver, toFormValues, type PromotionFormValues } from "../promotion-form";
import { ActiveSwitch } from "./active-switch";
import { TermsHistorySection } from "./terms-history-section";
import { TranslationFields } from "./translation-fields";

/**
 * Add or edit a promotion: provider, bonus type, priority, dates, active, the structured
 * terms, and six language tabs. An existing promotion's languages are read first.
 */
export function PromotionDialog({
  promotion,
  onClose,
}: {
  promotion: AdminPromotion | null;
  onClose: () => void;
}) {
  const { t } = useT();
  const texts = useQuery({ ...promotionI18nQuery(promotion?.id ?? ""), enabled: promotion !== null });
  return (
    <AdminDialog
      title={promotion ? t("admin.promotions.edit_title") : t("admin.promotions.add_title")}
      description={t("admin.promotions.dialog_description")}
      onClose={onClose}
      size="wide"
      className="max-h-[90vh] overflow-y-auto"
    >
      {promotion && texts.isPending ? (
        <Skeleton className="h-96" />
      ) : promotion && texts.isError ? (
        <QueryError query={texts} failed={t("admin.promotions.translations_failed")} />
      ) : (
        <PromotionForm promotion={promotion} translations={texts.data ?? []} onClose={onClose} />
      )}
    </AdminDialog>
  );
}

const FIELD_ORDER = [
  "providerId",
  "bonusType",
  "priority",
  "startAt",
  "endAt",
  "wageringMultiplier",
  "minOdds",
  "maxCashout",
  "termsUrl",
  "termsVerifiedAt",
] as const;

function PromotionForm({
  promotion,
  translations,
  onClose,
}: {
  promotion: AdminPromotion | null;
  translations: PromotionI18n[];
  onClose: () => void;
}) {
  const i18n = useT();
  const { t } = i18n;
  const save = useSavePromotion(promotion?.id ?? null, onClose);
  const form = useForm<PromotionFormValues, NumberContext, PromotionSave>({
    resolver: promotionFormResolver,
    context: { locale: i18n.locale },
    defaultValues: toFormValues(i18n.locale, promotion, translations),
  });
  const { errors } = form.formState;
  const errorText = (message: string | undefined) => (message ? translateMessage(i18n, message) : undefined);

  const onSubmit = form.handleSubmit(
    (input) => save.mutate(input),
    (invalid) => {
      const first = FIELD_ORDER.find((name) => invalid[name]);
      if (first) form.setFocus(first);
    },
  );

  const numberField = (
    name: "priority" | "wageringMultiplier" | "minOdds" | "maxCashout",
    label: string,
    hint?: string,
  ) => (
    <Field id={`promotion-${name}`} label={label} hint={hint} error={errorText(errors[name]?.message)}>
      {(control) => <Input {...control} {...form.register(name)} {...NUMBER_INPUT} />}
    </Field>
  );
  const dateField = (name: "startAt" | "endAt" | "termsVerifiedAt", label: string) => (
    <Field id={`promotion-${name}`} label={label} error={errorText(errors[name]?.message)}>
      {(control) => <Input {...control} {...form.register(name)} type="date" />}
    </Field>
  );

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-6">
      <fieldset disabled={save.isPending} className="grid items-start gap-4 sm:grid-cols-2">
        <legend className="sr-only">{t("admin.promotions.main_section")}</legend>
        <Field
          id="promotion-providerId"
          label={t("admin.field.provider")}
          error={errorText(errors.providerId?.message)}
        >
          {(control) => (
            <ProviderSelect
              {...control}
              {...form.register("providerId")}
              className="w-full"
              emptyOption={t("admin.promotions.no_provider")}
            />
          )}
        </Field>
        <Field
          id="promotion-bonusType"
          label={t("admin.promotions.bonus_type_label")}
          error={errorText(errors.bonusType?.message)}
        >
          {(control) => (
            <NativeSelect {...control} {...form.register("bonusType")} required className="w-full">
              <option value="" disabled>
                {t("admin.promotions.bonus_type_placeholder")}
              </option>
              {BONUS_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`admin.promotions.bonus_type.${type}`)}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
        {numberField("priority", t("admin.promotions.priority"), t("admin.promotions.priority_hint"))}
        <Controller
          control={form.control}
          name="active"
          render={({ field }) => (
            <ActiveSwitch
              checked={field.value}
              onChange={field.onChange}
              label={t("admin.promotions.active")}
              hint={t("admin.promotions.active_hint")}
            />
          )}
        />
        {dateField("startAt", t("admin.promotions.start_date"))}
        {dateField("endAt", t("admin.promotions.end_date"))}
      </fieldset>
      <fieldset disabled={save.isPending} className="grid items-start gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-base font-semibold">{t("admin.promotions.terms_section")}</legend>
        {numberField(
          "wageringMultiplier",
          t("admin.promotions.wagering"),
          t("admin.promotions.wagering_hint"),
        )}
        {numberField("minOdds", t("admin.promotions.min_odds"))}
        {numberField("maxCashout", t("admin.promotions.max_cashout"))}
        <Field
          id="promotion-termsUrl"
          label={t("admin.promotions.terms_url")}
          error={errorText(errors.termsUrl?.message)}
        >
          {(control) => <Input {...control} {...form.register("termsUrl")} type="url" dir="ltr" />}
        </Field>
        {dateField("termsVerifiedAt", t("admin.promotions.terms_verified"))}
      </fieldset>
      {promotion && <TermsHistorySection promotionId={promotion.id} />}
      <fieldset disabled={save.isPending} className="grid gap-2">
        <legend className="mb-2 text-base font-semibold">{t("admin.promotions.translations_section")}</legend>
        <p className="text-sm text-muted-foreground">{t("admin.promotions.translations_hint")}</p>
        <LocaleTabs
          label={t("admin.promotions.translations_section")}
          flagged={(locale) => !!errors.translations?.[locale]}
          flaggedLabel={t("admin.locale_tabs.has_errors")}
        >
          {(locale) => (
            <TranslationFields
              idPrefix={`promotion-${locale}`}
              register={(field) => form.register(`translations.${locale}.${field}`)}
              errors={errors.translations?.[locale]}
            />
          )}
        </LocaleTabs>
      </fieldset>
      <FormDialogFooter busy={save.isPending} />
    </form>
  );
}
