import type { ImportBrand, ImportPreview } from "#schema/api/admin-import";
import { Badge } from "#web/components/ui/badge";
import { cell, DataTable } from "#web/features/admin/components/data-table";
import { formatNumber } from "#web/i18n/format";
import { useT } from "#web/i18n/use-t";
import { translateMessage } from "#web/features/profile/messages";

/** Rows a table shows at most; a 5,000-row file is summed up above it. */
const SHOWN = 200;

/** The server's preview (or a finished import's result): counts, then errors, brands and columns. */
export function ImportPreviewView({ preview, heading }: { preview: ImportPreview; heading: string }) {
  const i18n = useT();
  const { t, locale } = i18n;
  const n = (value: number) => formatNumber(locale, value);
  const more = (total: number) =>
    total > SHOWN && (
      <p className="text-sm text-muted-foreground">
        {t("admin.import.first_shown", { shown: n(SHOWN), total: n(total) })}
      </p>
    );
  const languages = (brand: ImportBrand) =>
    (["created", "updated", "skipped"] as const)
      .filter((list) => brand[list].length > 0)
      .map((list) => t(`admin.import.languages_${list}`, { list: brand[list].join(", ") }))
      .join("; ");
  return (
    <section aria-labelledby="import-preview-heading" className="space-y-4">
      <h2 id="import-preview-heading" className="text-xl font-semibold">
        {heading}
      </h2>
      <ul className="space-y-1 text-sm">
        <li>{t("admin.import.rows_read", { seo: n(preview.rows.seo), content: n(preview.rows.content) })}</li>
        <li>
          {t("admin.import.providers_counts", {
            created: n(preview.providers.created),
            updated: n(preview.providers.updated),
            skipped: n(preview.providers.skipped),
          })}
        </li>
        <li>
          {t("admin.import.translations_counts", {
            created: n(preview.translations.created),
            updated: n(preview.translations.updated),
            skipped: n(preview.translations.skipped),
          })}
        </li>
      </ul>
      {preview.errors.length > 0 && (
        <>
          <DataTable
            caption={t("admin.import.errors_heading")}
            head={[
              t("admin.import.file_name"),
              t("admin.import.row"),
              t("admin.import.column"),
              t("admin.providers.field.brand"),
              t("admin.import.problem"),
            ]}
          >
            {preview.errors.slice(0, SHOWN).map((error, index) => (
              <tr key={index}>
                <td className={cell}>{t(`admin.import.file.${error.file}`)}</td>
                <td className={cell}>{error.row === null ? t("admin.import.whole_file") : n(error.row)}</td>
                <td className={`${cell} font-mono text-xs`}>{error.column ?? "—"}</td>
                <td className={cell}>{error.brand ?? "—"}</td>
                <td className={`${cell} text-destructive`}>{translateMessage(i18n, error)}</td>
              </tr>
            ))}
          </DataTable>
          {more(preview.errors.length)}
        </>
      )}
      {preview.brands.length > 0 && (
        <>
          <DataTable
            caption={t("admin.import.brands_heading")}
            head={[
              t("admin.providers.field.brand"),
              t("admin.audit_log.action"),
              t("admin.locale_tabs.languages"),
            ]}
          >
            {preview.brands.slice(0, SHOWN).map((brand) => (
              <tr key={brand.brand}>
                <td className={cell}>{brand.brand}</td>
                <td className={cell}>
                  <Badge variant={brand.action === "create" ? "secondary" : "outline"}>
                    {t(`admin.import.action.${brand.action}`)}
                  </Badge>
                </td>
                <td className={cell}>{languages(brand)}</td>
              </tr>
            ))}
          </DataTable>
          {more(preview.brands.length)}
        </>
      )}
      {preview.columns.length > 0 && (
        <DataTable
          caption={t("admin.import.columns_heading")}
          head={[t("admin.import.file_name"), t("admin.import.column"), t("admin.import.saved_as")]}
        >
          {preview.columns.map((column, index) => (
            <tr key={index}>
              <td className={cell}>{t(`admin.import.file.${column.file}`)}</td>
              <td className={`${cell} font-mono text-xs`}>{column.column}</td>
              <td className={`${cell} font-mono text-xs`}>
                {column.field ?? (
                  <span className="font-sans text-muted-foreground">{t("admin.import.ignored")}</span>
                )}
              </td>
            </tr>
          ))}
        </DataTable>
      )}
    </section>
  );
}
