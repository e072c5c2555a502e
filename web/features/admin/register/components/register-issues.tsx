import type { RegisterIssue } from "#schema/api/admin-register";
import { formatNumber } from "#web/i18n/format";
import { useT } from "#web/i18n/use-t";
import { translateMessage } from "#web/features/profile/messages";
import { cell, DataTable } from "#web/features/admin/components/data-table";

/** The problems that keep an import from being applied, by row. */
export function RegisterIssues({ issues }: { issues: RegisterIssue[] }) {
  const i18n = useT();
  const { t, locale } = i18n;
  if (issues.length === 0) return null;
  return (
    <DataTable
      caption={t("admin.register.errors_heading")}
      head={[t("admin.register.column.row"), t("admin.register.column.message")]}
    >
      {issues.map((issue, index) => (
        <tr key={index}>
          <td className={cell}>
            {issue.row === null ? t("admin.register.whole_file") : formatNumber(locale, issue.row)}
          </td>
          <td className={`${cell} text-destructive`}>{translateMessage(i18n, issue)}</td>
        </tr>
      ))}
    </DataTable>
  );
}
