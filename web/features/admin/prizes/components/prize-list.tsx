import type { UseQueryResult } from "@tanstack/react-query";
import type { PrizeAward } from "#schema/api/contest";
import { Skeleton } from "#web/components/ui/skeleton";
import { QueryView } from "#web/features/admin/components/query-view";
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
  return (
    <QueryView
      query={result}
      failed={failedText}
      loadingClassName="space-y-4"
      loading={Array.from({ length: 2 }, (_, index) => (
        <Skeleton key={index} round="xl" className="h-72" />
      ))}
    >
      {(data) =>
        data.length === 0 ? (
          <p className="text-muted-foreground">{emptyText}</p>
        ) : (
          <ul className="space-y-4">
            {data.map((award) => (
              // A changed award starts its form afresh from what the server now holds.
              <li key={`${award.id}:${award.updatedAt}`}>
                <PrizeCard award={award} />
              </li>
            ))}
          </ul>
        )
      }
    </QueryView>
  );
}
