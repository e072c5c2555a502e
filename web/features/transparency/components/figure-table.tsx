import type { ReactNode } from "react";
import { useT } from "#web/i18n/use-t";
import { cn } from "#web/lib/utils";

type FigureRow = { labelKey: string; value: ReactNode; total?: boolean };

/**
 * A captioned table of figures, one per row, its name as the row's header: two narrow columns that
 * read on a phone as they do on a wide screen.
 */
export function FigureTable({ caption, rows }: { caption: string; rows: FigureRow[] }) {
  const { t } = useT();
  return (
    <table className="w-full text-sm tabular-nums">
      <caption className="pb-2 text-start text-base font-semibold">{caption}</caption>
      <tbody>
        {rows.map(({ labelKey, value, total }) => (
          <tr key={labelKey} className={cn("border-b", total && "font-semibold")}>
            <th scope="row" className={cn("py-2 pe-4 text-start", !total && "font-normal")}>
              {t(labelKey)}
            </th>
            <td className="py-2 text-end">{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
