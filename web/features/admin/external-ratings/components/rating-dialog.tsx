import { useForm } from "react-hook-form";
import {
  FORM_RATING_SOURCES,
  type AdminExternalRating,
  type ExternalRatingInput,
} from "#schema/api/admin-external-ratings";
import { AdminDialog } from "#web/features/admin/components/admin-dialog";
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

const FIELD_ORDER = ["providerId", "source", "rating", "reviewCount", "url"] as const;

/** Add or edit an external rating: provider, source, rating 0-10 in steps of 0.1, review count, URL. */
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
  const form = useForm<RatingFormValues, unknown, ExternalRatingInput>({
    resolver: ratingFormResolver,
    defaultValues: toRatingFormValues(rating),
  });
  const { errors } = form.formState;
  const errorText = (message: string | undefined) => (message ? translateMessage(i18n, message) : undefined);
  // A rating saved from a source the form does not offer (google, scamadviser) keeps it.
  const sources: readonly AdminExternalRating["source"][] =
    rating && !(FORM_RATING_SOURCES as readonly string[]).includes(rating.source)
      ? [...FORM_RATING_SOURCES, rating.source]
      : FORM_RATING_SOURCES;

  const onSubmit = form.handleSubmit(
    (input) =>
      save.mutate(input, {
        // A 409 names the field it is about (the source): the message shows there too.
        onError: (error) => {
          const message = apiErrorMessage(error);
          if (apiErrorBody(error)?.field === "source" && message) {
            form.setError("source", { message: fieldErrorMessage(message) }, { shouldFocus: true });
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
            {(control) => (
              <ProviderSelect
                {...control}
                {...form.register("providerId")}
                required
                className="w-full"
                emptyOption={t("admin.ratings.provider_placeholder")}
                emptyOptionDisabled
                loadingOption={t("admin.ratings.loading_providers")}
              />
            )}
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
                {sources.map((source) => (
                  <option key={source} value={source}>
                    {sourceName(source, t("admin.ratings.source.other"))}
                  </option>
                ))}
              </NativeSelect>
            )}
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field
              id="rating-rating"
              label={t("admin.ratings.rating_label")}
              error={errorText(errors.rating?.message)}
            >
              {(control) => (
                <Input
                  {...control}
                  {...form.register("rating")}
                  type="number"
                  inputMode="decimal"
                  min={0}
                  max={10}
                  step={0.1}
                  required
                />
              )}
            </Field>
            <Field
              id="rating-reviewCount"
              label={t("admin.ratings.review_count_label")}
              error={errorText(errors.reviewCount?.message)}
            >
              {(control) => (
                <Input
                  {...control}
                  {...form.register("reviewCount")}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  step={1}
                />
              )}
            </Field>
          </div>
          <Field id="rating-url" label={t("admin.ratings.url_label")} error={errorText(errors.url?.message)}>
            {(control) => (
              <Input {...control} {...form.register("url")} type="url" dir="ltr" placeholder="https://" />
            )}
          </Field>
        </fieldset>
        <FormDialogFooter busy={save.isPending} onCancel={onClose} />
      </form>
    </AdminDialog>
  );
}
