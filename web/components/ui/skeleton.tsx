import type { ComponentProps, ReactNode } from "react";
import { useT } from "#web/i18n/use-t";
import { cn } from "#web/lib/utils";

const ROUNDING = { md: "rounded-md", xl: "rounded-xl", full: "rounded-full" } as const;

/** A grey placeholder block; `round` sets its corners (full for avatars). */
export function Skeleton({
  className,
  round = "md",
  ...props
}: ComponentProps<"div"> & { round?: keyof typeof ROUNDING }) {
  return (
    <div aria-hidden="true" className={cn("animate-pulse bg-muted", ROUNDING[round], className)} {...props} />
  );
}

/** Wraps placeholder cards: screen readers hear "Loading…" once instead of a pile of empty boxes. */
export function LoadingRegion({ className, children }: { className?: string; children: ReactNode }) {
  const { t } = useT();
  return (
    <div role="status">
      <span className="sr-only">{t("common.loading")}</span>
      <div aria-hidden="true" className={className}>
        {children}
      </div>
    </div>
  );
}
