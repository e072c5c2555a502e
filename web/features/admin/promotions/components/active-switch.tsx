import { useId } from "react";
import { cn } from "#web/lib/utils";

/** An on/off switch with its label and hint (a button with role=switch: Space and Enter toggle it). */
export function ActiveSwitch({
  checked,
  onChange,
  label,
  hint,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: string;
  hint?: string;
}) {
  const id = useId();
  return (
    <div className="grid content-start gap-1.5">
      <span id={`${id}-label`} className="text-sm font-medium">
        {label}
      </span>
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={`${id}-label`}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onClick={() => onChange(!checked)}
        className="relative inline-flex h-6 w-11 shrink-0 items-center rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:opacity-50"
      >
        <span
          aria-hidden="true"
          className={cn(
            "absolute inset-0 rounded-full transition-colors",
            checked ? "bg-primary" : "bg-muted-foreground/60",
          )}
        />
        <span
          aria-hidden="true"
          className={cn(
            "relative ms-0.5 block size-5 rounded-full bg-background shadow transition-transform",
            checked ? "translate-x-5 rtl:-translate-x-5" : "translate-x-0",
          )}
        />
      </button>
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
    </div>
  );
}
