import type { ReactNode } from "react";

/** A result card's figures as label/value pairs; the last one (the total) stands out. */
export function ResultList({ rows }: { rows: [label: string, value: ReactNode][] }) {
  return (
    <dl className="divide-y">
      {rows.map(([label, value], index) => (
        <div
          key={label}
          className={
            index === rows.length - 1
              ? "flex justify-between gap-4 py-2 text-lg font-semibold"
              : "flex justify-between gap-4 py-2"
          }
        >
          <dt className="text-muted-foreground">{label}</dt>
          <dd className="text-end tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
