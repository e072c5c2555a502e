import type { ComponentProps, ReactNode } from "react";
import { useT } from "#web/i18n/use-t";
import { cn } from "#web/lib/utils";

export function Skeleton({ className, ...props }: ComponentProps<"div">) {
  return <div aria-hidden="true" className={cn("animate-pulse rounded-md bg-muted", className)} {...props} />;
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
