import type { UseQueryResult } from "@tanstack/react-query";
import type { PrizeAward } from "#schema/api/contest";
import { Button } from "#web/components/ui/button";
import { LoadingRegion, Skeleton } from "#web/components/ui/skeleton";
import { useT } from "#web/i18n/use-t";
import { PrizeCard } from "./prize-card";

/** A list of awards with its loading, failure (with a retry) and empty states. */
export function PrizeList({
  result,
  failedText,
  emptyText,
}: {
  result: UseQueryResult<PrizeAward[]>;
  failedText: string;
  emptyText: string;
}) {
  const { t } = useT();
  const { data, isPending, isError, isFetching, refetch } = result;
  if (isPending)
    return (
      <LoadingRegion className="space-y-4">
        {Array.from({ length: 2 }, (_, index) => (
          <Skeleton key={index} round="xl" className="h-72" />
        ))}
      </LoadingRegion>
    );
  if (isError)
    return (
      <div role="alert" className="space-y-3">
        <p className="text-destructive">{failedText}</p>
        <Button variant="outline" disabled={isFetching} onClick={() => void refetch()}>
          {t("admin.retry")}
        </Button>
      </div>
    );
  if (data.length === 0) return <p className="text-muted-foreground">{emptyText}</p>;
  return (
    <ul className="space-y-4">
      {data.map((award) => (
        // A changed award starts its form afresh from what the server now holds.
        <li key={`${award.id}:${award.updatedAt}`}>
          <PrizeCard award={award} />
        </li>
      ))}
    </ul>
  );
}
