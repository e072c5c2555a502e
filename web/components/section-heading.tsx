import type { ReactNode } from "react";

/** A section's h2 with an optional action (e.g. a 'view all' link) on the reading-end side. */
export function SectionHeading({ id, title, children }: { id: string; title: string; children?: ReactNode }) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-2">
      <h2 id={id} className="text-2xl font-bold tracking-tight">
        {title}
      </h2>
      {children}
    </div>
  );
}
