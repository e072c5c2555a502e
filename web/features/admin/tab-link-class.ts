import { cn } from "#web/lib/utils";

const TAB =
  "inline-flex items-center gap-2 border-b-2 px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-ring";

/** A back-office tab drawn as a link along a bottom border: the current one underlined. */
export const tabLinkClass = (current: boolean) =>
  cn(
    TAB,
    current
      ? "border-primary text-foreground"
      : "border-transparent text-muted-foreground hover:text-foreground",
  );
