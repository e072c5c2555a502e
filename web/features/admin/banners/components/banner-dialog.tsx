import { Controller, useForm } from "react-hook-form";
import {
  BANNER_CONTENT_MAX_LENGTH,
  BANNER_CTA_MAX_LENGTH,
  BANNER_NAME_MAX_LENGTH,
  type AdminBanner,
  type BannerSave,
} from "#schema/api/admin-banners";
import { BANNER_PAGES } from "#schema/api/banners";
import { BANNER_PLACEMENTS } from "#schema/enums";
import { AdminDialog } from "#web/features/admin/components/admin-dialog";
import { Input } from "#web/components/ui/input";
import { NativeSelect } from "#web/components/ui/native-select";
import { Textarea } from "#web/components/ui/textarea";
import { FormDialogFooter } from "#web/features/admin/components/form-dialog-footer";
import { LocaleTabs } from "#web/features/admin/components/locale-tabs";
import { ActiveSwitch } from "#web/features/admin/promotions/components/active-switch";
import { Field } from "#web/features/profile/components/field";
import { translateMessage } from "#web/features/profile/messages";
import { useT } from "#web/i18n/use-t";
import { useSaveBanner } from "../api";
import { NUMBER_INPUT, type NumberContext } from "#web/features/admin/number-fields";
import { bannerFormResolver, pageLabelKey, toFormValues, type BannerFormValues } from "../banner-form";

const FIELD_ORDER = ["name", "placement", "startDate", "endDate", "frequencyCap"] as const;

/** Add or edit a banner: where and when it shows, its view cap, and its texts in six languages. */
export function BannerDialog({ banner, onClose }: { banner: AdminBanner | null; onClose: () => void }) {
  const i18n = useT();
  const { t } = i18n;
  const save = useSaveBanner(banner?.id ?? null, onClose);
  const form = useForm<BannerFormValues, NumberContext, BannerSave>({
    resolver: bannerFormResolver,
    context: { locale: i18n.locale },
    defaultValues: toFormValues(i18n.locale, banner),
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
  const pagesError = errorText(errors.pages?.message ?? errors.pages?.[0]?.message);

  return (
    <AdminDialog
      title={banner ? t("admin.banners.edit_title") : t("admin.banners.add_title")}
      description={t("admin.banners.dialog_description")}
      onClose={onClose}
      size="wide"
      className="max-h-[90vh] overflow-y-auto"
    >
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-6">
        <fieldset disabled={save.isPending} className="grid items-start gap-4 sm:grid-cols-2">
          <legend className="sr-only">{t("admin.banners.main_section")}</legend>
          <Field
            id="banner-name"
            label={t("admin.banners.field.name")}
            error={errorText(errors.name?.message)}
          >
            {(control) => (
              <Input {...control} {...form.register("name")} maxLength={BANNER_NAME_MAX_LENGTH} dir="auto" />
            )}
          </Field>
          <Field
            id="banner-placement"
            label={t("admin.banners.field.placement")}
            hint={t("admin.banners.placement_hint")}
            error={errorText(errors.placement?.message)}
          >
            {(control) => (
              <NativeSelect {...control} {...form.register("placement")} required className="w-full">
                <option value="" disabled>
                  {t("admin.banners.field.placement")}
                </option>
                {BANNER_PLACEMENTS.map((placement) => (
                  <option key={placement} value={placement}>
                    {t(`admin.banners.placement.${placement}`)}
                  </option>
                ))}
              </NativeSelect>
            )}
          </Field>
          <fieldset
            className="grid gap-2 sm:col-span-2"
            aria-describedby={pagesError ? "banner-pages-error" : undefined}
          >
            <legend className="mb-1 text-sm font-medium">{t("admin.banners.field.pages")}</legend>
            <div className="flex flex-wrap gap-x-5 gap-y-2">
              {BANNER_PAGES.map((page) => (
                <label key={page} className="flex items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    value={page}
                    {...form.register("pages")}
                    aria-invalid={!!pagesError}
                    className="size-4 accent-primary"
                  />
                  {t(pageLabelKey(page))}
                </label>
              ))}
            </div>
            {pagesError && (
              <p id="banner-pages-error" role="alert" className="text-sm text-destructive">
                {pagesError}
              </p>
            )}
          </fieldset>
          <Field
            id="banner-startDate"
            label={t("admin.banners.start_date")}
            error={errorText(errors.startDate?.message)}
          >
            {(control) => <Input {...control} {...form.register("startDate")} type="date" />}
          </Field>
          <Field
            id="banner-endDate"
            label={t("admin.banners.end_date")}
            error={errorText(errors.endDate?.message)}
          >
            {(control) => <Input {...control} {...form.register("endDate")} type="date" />}
          </Field>
          <Field
            id="banner-frequencyCap"
            label={t("admin.banners.frequency_cap")}
            hint={t("admin.banners.frequency_cap_hint")}
            error={errorText(errors.frequencyCap?.message)}
          >
            {(control) => (
              <Input {...control} {...form.register("frequencyCap")} {...NUMBER_INPUT} inputMode="numeric" />
            )}
          </Field>
          <Controller
            control={form.control}
            name="active"
            render={({ field }) => (
              <ActiveSwitch
                checked={field.value}
                onChange={field.onChange}
                label={t("admin.banners.active")}
                hint={t("admin.banners.active_hint")}
              />
            )}
          />
        </fieldset>
        <fieldset disabled={save.isPending} className="grid gap-2">
          <legend className="mb-2 text-base font-semibold">{t("admin.banners.translations_section")}</legend>
          <LocaleTabs
            label={t("admin.banners.translations_section")}
            flagged={(locale) => !!errors.translations?.[locale]}
            flaggedLabel={t("admin.locale_tabs.has_errors")}
          >
            {(locale) => {
              const own = errors.translations?.[locale];
              const id = `banner-${locale}`;
              return (
                <>
                  <Field
                    id={`${id}-content`}
                    label={t("admin.banners.field.content")}
                    error={errorText(own?.content?.message)}
                  >
                    {(control) => (
                      <Textarea
                        {...control}
                        {...form.register(`translations.${locale}.content`)}
                        rows={3}
                        maxLength={BANNER_CONTENT_MAX_LENGTH}
                        dir="auto"
                      />
                    )}
                  </Field>
                  <div className="grid gap-4 sm:grid-cols-2">
                    <Field
                      id={`${id}-ctaText`}
                      label={t("admin.banners.field.cta_text")}
                      error={errorText(own?.ctaText?.message)}
                    >
                      {(control) => (
                        <Input
                          {...control}
                          {...form.register(`translations.${locale}.ctaText`)}
                          maxLength={BANNER_CTA_MAX_LENGTH}
                          dir="auto"
                        />
                      )}
                    </Field>
                    <Field
                      id={`${id}-ctaUrl`}
                      label={t("admin.banners.field.cta_url")}
                      error={errorText(own?.ctaUrl?.message)}
                    >
                      {(control) => (
                        <Input
                          {...control}
                          {...form.register(`translations.${locale}.ctaUrl`)}
                          type="url"
                          dir="ltr"
                        />
                      )}
                    </Field>
                  </div>
                </>
              );
            }}
          </LocaleTabs>
        </fieldset>
        <FormDialogFooter busy={save.isPending} />
      </form>
    </AdminDialog>
  );
}
