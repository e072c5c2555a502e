import { LoadingRegion, Skeleton } from "#web/components/ui/skeleton";

/** The comparison while its providers or its code are on their way. */
export function CompareSkeleton() {
  return (
    <LoadingRegion className="space-y-4">
      <Skeleton className="h-9 w-72 max-w-full" />
      <Skeleton className="h-96 w-full" round="xl" />
    </LoadingRegion>
  );
}
