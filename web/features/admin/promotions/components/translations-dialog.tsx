import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery } from "@tanstack/react-query";
import { useForm, type Resolver } from "react-hook-form";
import {
  promotionTranslationSchema,
  type AdminPromotion,
  type PromotionI18n,
  type PromotionTranslation,
} from "#schema/api/admin-promotions";
import { LOCALE_NATIVE_NAMES, type Locale } from "#schema/locales";
import { Button } from "#web/components/ui/button";
import { AdminDialog } from "#web/features/admin/components/admin-dialog";
import { Skeleton } from "#web/components/ui/skeleton";
import { LocaleTabs } from "#web/features/admin/components/locale-tabs";
import { QueryError } from "#web/features/admin/components/query-view";
import { useT } from "#web/i18n/use-t";
import { promotionI18nQuery, useSavePromotionTranslation } from "../api";
import { toTranslationValues, type TranslationFormValues } from "../promotion-form";
import { TranslationFields } from "./translation-fields";

/**
 * A translator's view of a promotion: only its six language tabs, each saved on its own
 * (POST /api/admin/promotions/{id}/i18n); the promotion's other fields are not theirs to change.
 */
export function TranslationsDialog({
  promotion,
  onClose,
}: {
  promotion: AdminPromotion;
  onClose: () => void;
}) {
  const { t } = useT();
  const texts = useQuery(promotionI18nQuery(promotion.id));
  return (
    <AdminDialog
      title={t("admin.promotions.translate_title")}
      description={
        <>
          {promotion.title ?? t("admin.promotions.no_title")} ·{" "}
          {t(`admin.promotions.bonus_type.${promotion.bonusType}`)}
        </>
      }
      onClose={onClose}
      size="wide"
      className="max-h-[90vh] overflow-y-auto"
    >
      {texts.isPending ? (
        <Skeleton className="h-72" />
      ) : texts.isError ? (
        <QueryError query={texts} failed={t("admin.promotions.translations_failed")} />
      ) : (
        <LocaleTabs label={t("admin.promotions.translations_section")}>
          {(locale) => (
            <LanguageForm
              promotionId={promotion.id}
              locale={locale}
              saved={texts.data.find((text) => text.locale === locale)}
            />
          )}
        </LocaleTabs>
      )}
    </AdminDialog>
  );
}

// The form holds text ("" for an empty box) where the schema also takes null: a narrower input.
const resolver = zodResolver(promotionTranslationSchema) as unknown as Resolver<
  TranslationFormValues,
  unknown,
  PromotionTranslation
>;

function LanguageForm({
  promotionId,
  locale,
  saved,
}: {
  promotionId: string;
  locale: Locale;
  saved: PromotionI18n | undefined;
}) {
  const { t } = useT();
  const save = useSavePromotionTranslation(promotionId);
  const form = useForm<TranslationFormValues, unknown, PromotionTranslation>({
    resolver,
    defaultValues: toTranslationValues(saved),
  });
  const onSubmit = form.handleSubmit((texts) => save.mutate({ locale, ...texts }));
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)}>
      <fieldset disabled={save.isPending} className="grid gap-4">
        <legend className="sr-only">{LOCALE_NATIVE_NAMES[locale]}</legend>
        <TranslationFields
          idPrefix={`translation-${locale}`}
          register={(field) => form.register(field)}
          errors={form.formState.errors}
        />
        <Button type="submit" className="justify-self-end">
          {save.isPending
            ? t("common.saving")
            : t("admin.promotions.save_language", { language: LOCALE_NATIVE_NAMES[locale] })}
        </Button>
      </fieldset>
    </form>
  );
}
