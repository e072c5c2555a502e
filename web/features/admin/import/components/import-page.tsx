import { useState } from "react";
import type { ImportInput, ImportPreview } from "#schema/api/admin-import";
import { Button } from "#web/components/ui/button";
import { useT } from "#web/i18n/use-t";
import { apiErrorMessage, translateMessage } from "#web/features/profile/messages";
import { refusedPreview, usePreviewImport, useRunImport } from "../api";
import { CsvInput } from "./csv-input";
import { ImportPreviewView } from "./import-preview";

const isBlank = (text: string) => text.replace(/^\uFEFF/, "").trim() === "";

/**
 * Import CSV: two CSV boxes (pasted or from a file), a Preview of what the
 * server understood, then Import, which the server runs all or nothing.
 */
export function ImportPage() {
  const i18n = useT();
  const { t } = i18n;
  const [input, setInput] = useState<ImportInput>({ seoData: "", contentData: "" });
  const [shown, setShown] = useState<{ preview: ImportPreview; of: ImportInput; done: boolean } | null>(null);
  const [noData, setNoData] = useState(false);
  const preview = usePreviewImport();
  const run = useRunImport((result, of) => setShown({ preview: result, of, done: true }));
  const busy = preview.isPending || run.isPending;
  const current =
    shown !== null && shown.of.seoData === input.seoData && shown.of.contentData === input.contentData;
  const canImport = current && !shown.done && shown.preview.errors.length === 0;

  const change = (field: keyof ImportInput) => (text: string) => {
    setInput((was) => ({ ...was, [field]: text }));
    setNoData(false);
    preview.reset();
    run.reset();
  };
  const hasData = () => {
    const given = !isBlank(input.seoData) || !isBlank(input.contentData);
    setNoData(!given);
    return given;
  };
  const askPreview = () => {
    if (!hasData()) return;
    const of = input;
    preview.mutate(of, { onSuccess: (result) => setShown({ preview: result, of, done: false }) });
  };
  const runImport = () => {
    if (!hasData()) return;
    const of = input;
    run.mutate(of, {
      onError: (error) => {
        const refused = refusedPreview(error);
        if (refused) setShown({ preview: refused, of, done: false });
      },
    });
  };
  const failure = preview.error ?? run.error;
  const failureText = failure && apiErrorMessage(failure);

  return (
    <div className="space-y-6">
      <header className="space-y-2">
        <h1 className="text-3xl font-bold tracking-tight">{t("admin.nav.import")}</h1>
        <p className="text-muted-foreground">{t("admin.import.description")}</p>
      </header>
      <form
        className="space-y-6"
        onSubmit={(event) => {
          event.preventDefault();
          askPreview();
        }}
      >
        <div className="grid gap-6 lg:grid-cols-2">
          <CsvInput
            name="seoData"
            label={t("admin.import.seo_label")}
            hint={t("admin.import.seo_hint")}
            value={input.seoData}
            onChange={change("seoData")}
            disabled={busy}
          />
          <CsvInput
            name="contentData"
            label={t("admin.import.content_label")}
            hint={t("admin.import.content_hint")}
            value={input.contentData}
            onChange={change("contentData")}
            disabled={busy}
          />
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" variant="outline" disabled={busy}>
            {t("admin.import.preview")}
          </Button>
          <Button type="button" disabled={busy || !canImport} onClick={runImport}>
            {t("admin.import.import")}
          </Button>
          {busy && (
            <div role="status" className="flex items-center gap-2 text-sm">
              <progress className="h-2 w-48" aria-label={t("admin.import.working")} />
              <span>{t("admin.import.working")}</span>
            </div>
          )}
        </div>
      </form>
      {noData && (
        <div role="alert" className="rounded-md border border-destructive p-3 text-sm">
          <p className="font-medium text-destructive">{t("admin.import.error.no_data")}</p>
          <p>{t("admin.import.no_data_hint")}</p>
        </div>
      )}
      {failure && (
        <div role="alert" className="rounded-md border border-destructive p-3 text-sm">
          <p className="font-medium text-destructive">{t("admin.import.failed_inline")}</p>
          {failureText && <p>{translateMessage(i18n, failureText)}</p>}
        </div>
      )}
      {current && (
        <>
          {!shown.done && (
            <p role="status" className="text-sm font-medium">
              {shown.preview.errors.length > 0 ? t("admin.import.fix_errors") : t("admin.import.ready")}
            </p>
          )}
          <ImportPreviewView
            preview={shown.preview}
            heading={t(shown.done ? "admin.import.result_heading" : "admin.import.preview_heading")}
          />
        </>
      )}
    </div>
  );
}
