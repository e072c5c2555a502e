import { get, useController, useFormContext } from "react-hook-form";
import type { Locale } from "#schema/locales";
import { useT } from "#web/i18n/use-t";
import { LocaleTabs } from "#web/features/admin/components/locale-tabs";
import type { ProviderFormValues } from "../provider-form";
import { FaqEditor } from "./faq-editor";
import { FormSection, TextField } from "./form-fields";

type Values = Pick<ProviderFormValues, "translations">;

function LanguageFields({ locale }: { locale: Locale }) {
  const { t } = useT();
  const { control } = useFormContext<Values>();
  const faq = useController({ control, name: `translations.${locale}.faq` });
  return (
    <>
      <TextField<Values>
        name={`translations.${locale}.slug`}
        label={t("admin.providers.field.slug")}
        hint={t(locale === "en" ? "admin.providers.hint.slug_en" : "admin.providers.hint.slug")}
        ltr
      />
      <TextField<Values>
        name={`translations.${locale}.overview`}
        label={t("admin.providers.field.overview")}
        multiline={5}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField<Values>
          name={`translations.${locale}.bonusHeadline`}
          label={t("admin.providers.field.bonusHeadline")}
        />
        <TextField<Values>
          name={`translations.${locale}.ctaText`}
          label={t("admin.providers.field.ctaText")}
        />
      </div>
      <TextField<Values>
        name={`translations.${locale}.seoTitle`}
        label={t("admin.providers.field.seoTitle")}
      />
      <TextField<Values>
        name={`translations.${locale}.seoDescription`}
        label={t("admin.providers.field.seoDescription")}
        multiline={3}
      />
      <FaqEditor value={faq.field.value} onChange={faq.field.onChange} />
    </>
  );
}

/** The six language tabs, Greek first; a tab with an error is marked. */
export function TranslationsSection() {
  const { t } = useT();
  const { formState } = useFormContext<Values>();
  return (
    <FormSection title={t("admin.providers.section.translations")}>
      <LocaleTabs
        label={t("admin.locale_tabs.languages")}
        flagged={(locale) => !!get(formState.errors, `translations.${locale}`)}
        flaggedLabel={t("admin.locale_tabs.has_errors")}
      >
        {(locale) => <LanguageFields locale={locale} />}
      </LocaleTabs>
    </FormSection>
  );
}
