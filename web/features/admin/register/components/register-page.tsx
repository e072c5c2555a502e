import { zodResolver } from "@hookform/resolvers/zod";
import { useId, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import {
  registerImportInputSchema,
  type RegisterImportFields,
  type RegisterImportInput,
  type RegisterPreview,
} from "#schema/api/admin-register";
import { REGISTER_IMPORT_KINDS } from "#schema/enums";
import { Button } from "#web/components/ui/button";
import { Textarea } from "#web/components/ui/textarea";
import { useT } from "#web/i18n/use-t";
import { apiErrorMessage, translateMessage } from "#web/features/profile/messages";
import { refusedRegisterPreview, useApplyRegisterImport, usePreviewRegisterImport } from "../api";
import { BlockListPreviewView } from "./block-list-preview";
import { ImportHistory } from "./import-history";
import { LicencesPreviewView } from "./licences-preview";
import { RegisterIssues } from "./register-issues";

type Shown = { preview: RegisterPreview; of: RegisterImportFields; applied: boolean };
const sameInput = (a: Partial<RegisterImportFields>, b: Partial<RegisterImportFields>) =>
  a.kind === b.kind && a.text === b.text && a.source === b.source;

/**
 * The NBA register: choose the list, paste it or choose its file, Preview (what the server read and
 * what would change), then Apply, which the server runs all or nothing; the past imports below.
 */
export function RegisterPage() {
  const i18n = useT();
  const { t } = i18n;
  const id = useId();
  const form = useForm<RegisterImportFields, unknown, RegisterImportInput>({
    resolver: zodResolver(registerImportInputSchema),
    defaultValues: { kind: "licences", source: "pasted", text: "" },
  });
  const [shown, setShown] = useState<Shown | null>(null);
  const preview = usePreviewRegisterImport();
  const apply = useApplyRegisterImport((result) =>
    setShown({ preview: result, of: form.getValues(), applied: true }),
  );
  const busy = preview.isPending || apply.isPending;
  const values = useWatch({ control: form.control });
  const current = shown !== null && sameInput(shown.of, values);
  const canApply = current && !shown.applied && shown.preview.errors.length === 0;

  const reset = () => {
    preview.reset();
    apply.reset();
  };
  const askPreview = form.handleSubmit((input) => {
    reset();
    preview.mutate(input, {
      onSuccess: (result) => setShown({ preview: result, of: input, applied: false }),
    });
  });
  const runApply = () => {
    const values = form.getValues();
    const input = { ...values, source: values.source ?? "pasted" };
    apply.mutate(input, {
      onError: (error) => {
        const refused = refusedRegisterPreview(error);
        if (refused) setShown({ preview: refused, of: input, applied: false });
      },
    });
  };
  const readFile = (file: File) => {
    const reader = new FileReader();
    reader.onload = () => {
      form.setValue("text", typeof reader.result === "string" ? reader.result : "");
      form.setValue("source", file.name.slice(0, 255) || "pasted");
      reset();
    };
    reader.readAsText(file, "utf-8");
  };
  const failure = preview.error ?? apply.error;
  const failureText = failure && apiErrorMessage(failure);
  const textField = form.register("text", { onChange: () => (form.setValue("source", "pasted"), reset()) });

  return (
    <div className="space-y-6">
      <header className="space-y-2">
        <h1 className="text-3xl font-bold tracking-tight">{t("admin.nav.register")}</h1>
        <p className="text-muted-foreground">{t("admin.register.description")}</p>
      </header>
      <form className="space-y-4" onSubmit={askPreview}>
        <fieldset className="flex flex-wrap gap-4">
          <legend className="mb-2 font-medium">{t("admin.register.kind_label")}</legend>
          {REGISTER_IMPORT_KINDS.map((kind) => (
            <label key={kind} className="flex items-center gap-2">
              <input
                type="radio"
                value={kind}
                {...form.register("kind", { onChange: reset })}
                disabled={busy}
              />
              {t(`admin.register.kind.${kind}`)}
            </label>
          ))}
        </fieldset>
        <div className="space-y-2">
          <label htmlFor={`${id}-text`} className="font-medium">
            {t("admin.register.text_label")}
          </label>
          <p id={`${id}-hint`} className="text-sm text-muted-foreground">
            {t(`admin.register.hint.${values.kind ?? "licences"}`)}
          </p>
          <Textarea
            id={`${id}-text`}
            aria-describedby={`${id}-hint`}
            rows={8}
            spellCheck={false}
            className="font-mono text-xs"
            disabled={busy}
            {...textField}
          />
          <div className="flex flex-wrap items-center gap-3 text-sm">
            <label htmlFor={`${id}-file`}>{t("admin.register.file")}</label>
            <input
              id={`${id}-file`}
              type="file"
              accept=".csv,.tsv,.txt,text/csv,text/plain"
              disabled={busy}
              className="text-sm file:me-2 file:rounded-md file:border file:border-input file:bg-background file:px-3 file:py-1"
              onChange={(event) => {
                const file = event.target.files?.[0];
                if (file) readFile(file);
                event.target.value = "";
              }}
            />
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" variant="outline" disabled={busy}>
            {t("admin.register.preview")}
          </Button>
          <Button type="button" disabled={busy || !canApply} onClick={runApply}>
            {t("admin.register.apply")}
          </Button>
          {busy && (
            <p role="status" className="text-sm">
              {t("admin.register.working")}
            </p>
          )}
        </div>
      </form>
      {failure && (
        <div role="alert" className="rounded-md border border-destructive p-3 text-sm">
          <p className="font-medium text-destructive">{t("admin.register.failed")}</p>
          {failureText && <p>{translateMessage(i18n, failureText)}</p>}
        </div>
      )}
      {current && (
        <section aria-labelledby={`${id}-preview`} className="space-y-4">
          <h2 id={`${id}-preview`} className="text-xl font-semibold">
            {t(shown.applied ? "admin.register.result_heading" : "admin.register.preview_heading")}
          </h2>
          {!shown.applied && (
            <p role="status" className="text-sm font-medium">
              {t(shown.preview.errors.length > 0 ? "admin.register.fix_errors" : "admin.register.ready")}
            </p>
          )}
          <RegisterIssues issues={shown.preview.errors} />
          {shown.preview.kind === "licences" ? (
            <LicencesPreviewView preview={shown.preview} />
          ) : (
            <BlockListPreviewView preview={shown.preview} />
          )}
        </section>
      )}
      <ImportHistory />
    </div>
  );
}
