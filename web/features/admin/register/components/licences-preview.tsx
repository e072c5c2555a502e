import type { LicencesPreview } from "#schema/api/admin-register";
import { Badge } from "#web/components/ui/badge";
import { formatNumber } from "#web/i18n/format";
import { useT } from "#web/i18n/use-t";
import { cell, DataTable } from "#web/features/admin/components/data-table";
import { StandingBadge } from "./standing-badge";

/** Each licence of the register with the provider it names and how, then the providers it does not name. */
export function LicencesPreviewView({ preview }: { preview: LicencesPreview }) {
  const { t, locale } = useT();
  return (
    <>
      <p className="text-sm">
        {t("admin.register.changes", { count: formatNumber(locale, preview.changes) })}
      </p>
      {preview.rows.length > 0 && (
        <DataTable
          caption={t("admin.register.kind.licences")}
          head={[
            t("admin.register.column.licence"),
            t("admin.register.column.company"),
            t("admin.register.column.class"),
            t("admin.register.column.domains"),
            t("admin.register.column.status"),
            t("admin.register.column.provider"),
            t("admin.register.column.standing"),
          ]}
        >
          {preview.rows.map((row) => {
            const changes = row.provider !== null && row.before !== row.after;
            return (
              <tr
                key={row.row}
                data-changes={changes || undefined}
                className={changes ? "bg-destructive/10" : ""}
              >
                <td className={`${cell} font-mono text-xs`}>{row.licenceNumber}</td>
                <td className={cell}>{row.company}</td>
                <td className={cell}>{row.licenceClass ?? "—"}</td>
                <td className={`${cell} text-xs`}>{row.domains.join(", ") || "—"}</td>
                <td className={cell}>
                  {t(
                    row.status === "active"
                      ? "admin.register.status.active"
                      : `admin.register.standing.${row.status}`,
                  )}
                </td>
                <td className={cell}>
                  {row.provider ? (
                    <>
                      <span className="font-medium">{row.provider.brand}</span>{" "}
                      <span className="text-muted-foreground">
                        {t(`admin.register.matched_by.${row.matchedBy}`)}
                      </span>
                    </>
                  ) : (
                    <span className="text-muted-foreground">{t("admin.register.not_matched")}</span>
                  )}
                </td>
                <td className={cell}>
                  {row.provider && (
                    <span className="flex flex-wrap items-center gap-1">
                      {changes && (
                        <>
                          <StandingBadge standing={row.before} />
                          <span aria-hidden="true">→</span>
                        </>
                      )}
                      <StandingBadge standing={row.after} />
                      {changes && <Badge variant="outline">{t("admin.register.changed")}</Badge>}
                    </span>
                  )}
                </td>
              </tr>
            );
          })}
        </DataTable>
      )}
      {preview.notFound.length === 0 ? (
        <p className="text-sm">{t("admin.register.not_found_none")}</p>
      ) : (
        <DataTable
          caption={t("admin.register.not_found_heading")}
          head={[
            t("admin.register.column.provider"),
            t("admin.register.column.licence"),
            t("admin.register.column.standing"),
          ]}
        >
          {preview.notFound.map((provider) => {
            const changes = provider.before !== "missing";
            return (
              <tr
                key={provider.id}
                data-changes={changes || undefined}
                className={changes ? "bg-destructive/10" : ""}
              >
                <td className={cell}>
                  <span className="font-medium">{provider.brand}</span>{" "}
                  {!provider.active && <Badge variant="secondary">{t("admin.register.inactive")}</Badge>}
                </td>
                <td className={`${cell} font-mono text-xs`}>{provider.licenseId || "—"}</td>
                <td className={cell}>
                  <span className="flex flex-wrap items-center gap-1">
                    {changes && (
                      <>
                        <StandingBadge standing={provider.before} />
                        <span aria-hidden="true">→</span>
                      </>
                    )}
                    <StandingBadge standing="missing" />
                    {changes && <Badge variant="outline">{t("admin.register.changed")}</Badge>}
                  </span>
                </td>
              </tr>
            );
          })}
        </DataTable>
      )}
    </>
  );
}
