import { cloneElement, isValidElement, type ComponentProps, type ReactElement } from "react";
import { cn } from "#web/lib/utils";

const BASE =
  "inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-md text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-50 aria-disabled:pointer-events-none aria-disabled:opacity-50 [&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0";
const VARIANTS = {
  default: "bg-primary text-primary-foreground shadow-xs hover:bg-primary/90",
  destructive: "bg-destructive text-destructive-foreground shadow-xs hover:bg-destructive/90",
  outline: "border border-input bg-background shadow-xs hover:bg-accent hover:text-accent-foreground",
  secondary: "bg-secondary text-secondary-foreground shadow-xs hover:bg-secondary/80",
  ghost: "hover:bg-accent hover:text-accent-foreground",
  link: "text-foreground underline-offset-4 hover:underline",
};
const SIZES = {
  default: "h-9 px-4 py-2",
  sm: "h-8 px-3",
  lg: "h-11 px-6 text-base",
  icon: "size-9",
  /** Icon and short label in a tight header: text is dropped on phones by the caller. */
  compact: "h-9 px-2 sm:px-3",
};

export type ButtonProps = ComponentProps<"button"> & {
  variant?: keyof typeof VARIANTS;
  size?: keyof typeof SIZES;
  asChild?: boolean;
};

/**
 * `asChild` lends the button look to its only child (a link), so navigation stays a real <a>: the
 * child keeps its own props and gains the button's classes.
 */
export function Button({
  className,
  variant = "default",
  size = "default",
  asChild = false,
  type,
  children,
  ...props
}: ButtonProps) {
  const classes = cn(BASE, VARIANTS[variant], SIZES[size], className);
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
