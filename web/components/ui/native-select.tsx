import type { ComponentProps } from "react";
import { cn } from "#web/lib/utils";

/**
 * The browser's own drop-down, styled like the inputs: keyboard, screen readers and phones' pickers
 * work as the platform does, at no JavaScript cost.
 */
export function NativeSelect({ className, ...props }: ComponentProps<"select">) {
  return (
    <select
      className={cn(
        "h-9 rounded-md border border-input bg-background px-3 text-base shadow-xs transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-50 md:text-sm",
        className,
      )}
      {...props}
    />
  );
}
