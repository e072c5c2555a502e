import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Button } from "#web/components/ui/button";
import { LoadingRegion } from "#web/components/ui/skeleton";
import { useT } from "#web/i18n/use-t";

/**
 * A back-office read's three states: `loading` (skeletons) until the first answer, a
 * "Failed to fetch ..." text with a retry when it fails, else the data.
 */
export function QueryView<T>({
  query,
  failed,
  loading,
  loadingClassName,
  children,
}: {
  query: UseQueryResult<T>;
  /** The failure text, already translated. */
  failed: string;
  loading: ReactNode;
  loadingClassName?: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <LoadingRegion className={loadingClassName}>{loading}</LoadingRegion>;
  if (query.isError) return <QueryError query={query} failed={failed} />;
  return children(query.data);
}

/** A failed back-office read: its "Failed to fetch ..." text and a retry (waits while it reads again). */
export function QueryError({
  query,
  failed,
}: {
  query: Pick<UseQueryResult, "isFetching" | "refetch">;
  /** The failure text, already translated. */
  failed: string;
}) {
  const { t } = useT();
  return (
    <div role="alert" className="space-y-3">
      <p className="text-destructive">{failed}</p>
      <Button variant="outline" disabled={query.isFetching} onClick={() => void query.refetch()}>
        {t("admin.retry")}
      </Button>
    </div>
  );
}
