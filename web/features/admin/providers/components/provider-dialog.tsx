import { useQuery } from "@tanstack/react-query";
import {
  FormProvider,
  useForm,
  type FieldPath,
  type FieldValues,
  type UseFormSetError,
} from "react-hook-form";
import type { AdminProvider, ProviderInput, ProviderTranslation } from "#schema/api/admin-providers";
import { LOCALES } from "#schema/locales";
import { AdminDialog } from "#web/features/admin/components/admin-dialog";
import { LoadingRegion, Skeleton } from "#web/components/ui/skeleton";
import { FormDialogFooter } from "#web/features/admin/components/form-dialog-footer";
import { useT } from "#web/i18n/use-t";
import { apiErrorMessage, fieldErrorMessage } from "#web/features/profile/messages";
import { apiErrorBody } from "#web/lib/api-send";
import { providerTranslationsQuery, useSaveProvider, useSaveTranslations } from "../api";
import {
  providerFormResolver,
  providerFormValues,
  translationsFormResolver,
  translationsFormValues,
  type ProviderFormValues,
} from "../provider-form";
import { ProviderFields } from "./provider-fields";
import { TranslationsSection } from "./translations-section";

/** A 409 names the form field it is about (e.g. translations.el.slug): show the message there too. */
function markConflict<Values extends FieldValues>(setError: UseFormSetError<Values>, error: unknown) {
  const field = apiErrorBody(error)?.field;
  const message = apiErrorMessage(error);
  if (typeof field === "string" && message) {
    setError(field as FieldPath<Values>, { message: fieldErrorMessage(message) }, { shouldFocus: true });
  }
}

/**
 * Add or edit a provider. Editors get every section; a translator (who may
 * not change the provider itself) only the language tabs, saved one language at a time.
 */
export function ProviderDialog({
  provider,
  canEditProvider,
  onClose,
}: {
  provider: AdminProvider | null;
  canEditProvider: boolean;
  onClose: () => void;
}) {
  const { t } = useT();
  const translations = useQuery({ ...providerTranslationsQuery(provider?.id ?? ""), enabled: !!provider });
  // The form reads its values once: wait for a fresh read, not the texts cached before the last save.
  const ready = !provider || (translations.isSuccess && !translations.isFetching);
  const title = !provider
    ? t("admin.providers.add")
    : canEditProvider
      ? t("admin.providers.edit_title", { brand: provider.brand })
      : t("admin.providers.translate_title", { brand: provider.brand });
  return (
    <AdminDialog
      title={title}
      description={t("admin.providers.dialog_description")}
      onClose={onClose}
      size="wide"
    >
      {translations.isError ? (
        <p role="alert" className="text-destructive">
          {t("admin.providers.translations_fetch_failed")}
        </p>
      ) : !ready ? (
        <LoadingRegion className="grid gap-3">
          <Skeleton className="h-9" />
          <Skeleton className="h-40" />
        </LoadingRegion>
      ) : canEditProvider ? (
        <ProviderForm provider={provider} translations={translations.data ?? []} onClose={onClose} />
      ) : (
        <TranslationsForm provider={provider!} translations={translations.data ?? []} onClose={onClose} />
      )}
    </AdminDialog>
  );
}

function ProviderForm({
  provider,
  translations,
  onClose,
}: {
  provider: AdminProvider | null;
  translations: ProviderTranslation[];
  onClose: () => void;
}) {
  const form = useForm<ProviderFormValues, unknown, ProviderInput>({
    resolver: providerFormResolver,
    defaultValues: providerFormValues(provider, translations),
  });
  const save = useSaveProvider(onClose);
  const onSubmit = form.handleSubmit((input) =>
    save
      .mutateAsync({ id: provider?.id ?? null, input })
      .catch((error: unknown) => markConflict(form.setError, error)),
  );
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-5">
        <ProviderFields />
        <TranslationsSection />
        <FormDialogFooter busy={save.isPending} />
      </form>
    </FormProvider>
  );
}

function TranslationsForm({
  provider,
  translations,
  onClose,
}: {
  provider: AdminProvider;
  translations: ProviderTranslation[];
  onClose: () => void;
}) {
  const form = useForm({
    resolver: translationsFormResolver,
    defaultValues: { translations: translationsFormValues(translations) },
  });
  const save = useSaveTranslations(onClose);
  const onSubmit = form.handleSubmit(({ translations: byLocale }) => {
    // One request per language that has a slug.
    const withSlug = LOCALES.flatMap((locale) => {
      const texts = byLocale[locale];
      return texts?.slug ? [{ ...texts, locale }] : [];
    });
    return save
      .mutateAsync({ id: provider.id, translations: withSlug })
      .catch((error: unknown) => markConflict(form.setError, error));
  });
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-5">
        <TranslationsSection />
        <FormDialogFooter busy={save.isPending} />
      </form>
    </FormProvider>
  );
}
