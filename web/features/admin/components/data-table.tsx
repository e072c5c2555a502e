import type { ReactNode } from "react";
import { ScrollRegion } from "#web/components/ui/scroll-region";

export const cell = "px-3 py-2 text-start align-top";

/**
 * A back-office table (a preview, a list, a queue). Its caption names it and its scrolling box;
 * `captionHidden` keeps the caption for assistive technology only, where the screen's heading
 * already says it.
 */
export function DataTable({
  caption,
  captionHidden = false,
  head,
  children,
}: {
  caption: string;
  captionHidden?: boolean;
  head: string[];
  children: ReactNode;
}) {
  return (
    <ScrollRegion label={caption} className="rounded-lg">
      <table className="w-full text-sm">
        <caption className={captionHidden ? "sr-only" : "px-3 py-2 text-start font-semibold"}>
          {caption}
        </caption>
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
    </ScrollRegion>
  );
}
