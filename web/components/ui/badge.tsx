import type { ComponentProps } from "react";
import { cn } from "#web/lib/utils";

/** Each variant is a class of `web/styles/components.css`: `badge-<variant>`. */
type Variant = "default" | "secondary" | "success" | "destructive" | "outline";

export function Badge({
  className,
  variant = "default",
  ...props
}: ComponentProps<"span"> & { variant?: Variant }) {
  return <span className={cn("badge", `badge-${variant}`, className)} {...props} />;
}
