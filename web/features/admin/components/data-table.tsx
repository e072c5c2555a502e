import type { ReactNode } from "react";

export const cell = "px-3 py-2 text-start align-top";

/** A back-office table (a preview, a list, a queue), captioned where the screen has no heading for it. */
export function DataTable({
  caption,
  head,
  children,
}: {
  caption?: string;
  head: string[];
  children: ReactNode;
}) {
  return (
    <div className="overflow-x-auto rounded-lg border">
      <table className="w-full text-sm">
        {caption && <caption className="px-3 py-2 text-start font-semibold">{caption}</caption>}
        <thead className="bg-muted/50">
          <tr>
            {head.map((label) => (
              <th key={label} scope="col" className={`${cell} font-medium`}>
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y">{children}</tbody>
      </table>
    </div>
  );
}
