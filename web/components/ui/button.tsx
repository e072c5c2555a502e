import { cloneElement, isValidElement, type ComponentProps, type ReactElement } from "react";
import { cn } from "#web/lib/utils";

/** Each variant and size is a class of `web/styles/components.css`: `btn-<variant>`, `btn-<size>`. */
type Variant = "default" | "destructive" | "outline" | "secondary" | "ghost" | "link";
/** `compact`: icon and short label in a tight header; text is dropped on phones by the caller. */
type Size = "md" | "sm" | "lg" | "icon" | "compact";

export type ButtonProps = ComponentProps<"button"> & {
  variant?: Variant;
  size?: Size;
  asChild?: boolean;
};

/**
 * `asChild` lends the button look to its only child (a link), so navigation stays a real <a>: the
 * child keeps its own props and gains the button's classes.
 */
export function Button({
  className,
  variant = "default",
  size = "md",
  asChild = false,
  type,
  children,
  ...props
}: ButtonProps) {
  const classes = cn("btn", `btn-${variant}`, `btn-${size}`, className);
  if (asChild && isValidElement<{ className?: string }>(children)) {
    const child = children as ReactElement<{ className?: string }>;
    return cloneElement(child, { ...props, ...child.props, className: cn(classes, child.props.className) });
  }
  return (
    <button className={classes} type={type ?? "button"} {...props}>
      {children}
    </button>
  );
}
