import { useForm, useWatch } from "react-hook-form";
import type { AdminExternalRating, ExternalRatingInput } from "#schema/api/admin-external-ratings";
import { EXTERNAL_RATING_SOURCES, SOURCE_RATING_SCALES } from "#schema/enums";
import { AdminDialog } from "#web/features/admin/components/admin-dialog";
import { NUMBER_INPUT, type NumberContext } from "#web/features/admin/number-fields";
import { Input } from "#web/components/ui/input";
import { NativeSelect } from "#web/components/ui/native-select";
import { Field } from "#web/features/profile/components/field";
import { apiErrorMessage, fieldErrorMessage, translateMessage } from "#web/features/profile/messages";
import { ProviderSelect } from "#web/features/admin/components/provider-select";
import { sourceName } from "#web/features/providers/rating-sources";
import { FormDialogFooter } from "#web/features/admin/components/form-dialog-footer";
import { useT } from "#web/i18n/use-t";
import { apiErrorBody } from "#web/lib/api-send";
import { useSaveExternalRating } from "../api";
import { ratingFormResolver, toRatingFormValues, type RatingFormValues } from "../rating-form";

const FIELD_ORDER = ["providerId", "source", "scale", "rating", "reviewCount", "url"] as const;

/**
 * Add or edit an external rating: provider, source, the rating on the source's scale in steps of
 * 0.1 (the scale asked for only when the source has none of its own), review count, URL.
 */
export function RatingDialog({
  rating,
  onClose,
}: {
  rating: AdminExternalRating | null;
  onClose: () => void;
}) {
  const i18n = useT();
  const { t } = i18n;
  const save = useSaveExternalRating(rating?.id ?? null, onClose);
  const form = useForm<RatingFormValues, NumberContext, ExternalRatingInput>({
    resolver: ratingFormResolver,
    context: { locale: i18n.locale },
    defaultValues: toRatingFormValues(i18n.locale, rating),
  });
  const { errors } = form.formState;
  const errorText = (message: string | undefined) => (message ? translateMessage(i18n, message) : undefined);
  const [source, typed] = useWatch({ control: form.control, name: ["source", "scale"] });
  const ownScale = source === "" ? null : SOURCE_RATING_SCALES[source];
  const typedScale = Number(typed);
  const scale = ownScale ?? (Number.isInteger(typedScale) && typedScale > 0 ? typedScale : null);

  const onSubmit = form.handleSubmit(
    (input) =>
      save.mutate(input, {
        // A 409 names the field it is about (the source, the provider): the message shows there too.
        onError: (error) => {
          const body = apiErrorBody(error);
          const field = FIELD_ORDER.find((name) => name === body?.field);
          const message = apiErrorMessage(error);
          if (field && message) {
            form.setError(field, { message: fieldErrorMessage(message) }, { shouldFocus: true });
          }
        },
      }),
    (invalid) => {
      const first = FIELD_ORDER.find((name) => invalid[name]);
      if (first) form.setFocus(first);
    },
  );

  return (
    <AdminDialog
      title={rating ? t("admin.ratings.edit_title") : t("admin.ratings.add_title")}
      description={t("admin.ratings.dialog_description")}
      onClose={onClose}
      className="max-h-[90vh] overflow-y-auto"
    >
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-4">
        <fieldset disabled={save.isPending} className="grid gap-4">
          <legend className="sr-only">{t("admin.ratings.title")}</legend>
          <Field
            id="rating-providerId"
            label={t("admin.field.provider")}
            error={errorText(errors.providerId?.message)}
          >
            {(control) =>
              // An edit keeps the rating's provider: shown, not offered (the server refuses a change).
              rating ? (
                <Input {...control} value={rating.providerBrand} readOnly />
              ) : (
                <ProviderSelect
                  {...control}
                  {...form.register("providerId")}
                  required
                  className="w-full"
                  emptyOption={t("admin.ratings.provider_placeholder")}
                  emptyOptionDisabled
                  loadingOption={t("admin.ratings.loading_providers")}
                />
              )
            }
          </Field>
          <Field
            id="rating-source"
            label={t("admin.ratings.source_label")}
            error={errorText(errors.source?.message)}
          >
            {(control) => (
              <NativeSelect {...control} {...form.register("source")} required className="w-full">
                <option value="" disabled>
                  {t("admin.ratings.source_placeholder")}
                </option>
                {EXTERNAL_RATING_SOURCES.map((source) => (
                  <option key={source} value={source}>
                    {sourceName(source, t("admin.ratings.source.other"))}
                  </option>
                ))}
              </NativeSelect>
            )}
          </Field>
          {source === "other" && (
            <Field
              id="rating-scale"
              label={t("admin.ratings.scale_label")}
              hint={t("admin.ratings.scale_hint")}
              error={errorText(errors.scale?.message)}
            >
              {(control) => (
                <Input
                  {...control}
                  {...form.register("scale")}
                  {...NUMBER_INPUT}
                  inputMode="numeric"
                  required
                />
              )}
            </Field>
          )}
          <div className="grid gap-4 sm:grid-cols-2">
            <Field
              id="rating-rating"
              label={t("admin.ratings.rating_label")}
              hint={scale === null ? undefined : t("admin.ratings.out_of", { scale })}
              error={errorText(errors.rating?.message)}
            >
              {(control) => <Input {...control} {...form.register("rating")} {...NUMBER_INPUT} required />}
            </Field>
            <Field
              id="rating-reviewCount"
              label={t("admin.ratings.review_count_label")}
              error={errorText(errors.reviewCount?.message)}
            >
              {(control) => (
                <Input {...control} {...form.register("reviewCount")} {...NUMBER_INPUT} inputMode="numeric" />
              )}
            </Field>
          </div>
          <Field id="rating-url" label={t("admin.ratings.url_label")} error={errorText(errors.url?.message)}>
            {(control) => (
              <Input {...control} {...form.register("url")} type="url" dir="ltr" placeholder="https://" />
            )}
          </Field>
        </fieldset>
        <FormDialogFooter busy={save.isPending} />
      </form>
    </AdminDialog>
  );
}
