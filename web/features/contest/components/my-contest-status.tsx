import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { ShieldAlertIcon } from "#web/components/icons";
import { Button } from "#web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "#web/components/ui/card";
import { LoadingRegion, Skeleton } from "#web/components/ui/skeleton";
import { eligibilityQuery } from "#web/features/profile/api";
import { formatEuro, formatNumber } from "#web/i18n/format";
import { useT } from "#web/i18n/use-t";
import { myPositionQuery } from "../api";
import { FetchError } from "./fetch-error";
import { NoPrize } from "./no-prize";

/**
 * What only a signed-in user sees: whether they can win, and their place in the month, read again as
 * often as the standings. An island of the leaderboard page, so visitors who are not signed in never
 * download it.
 */
export default function MyContestStatus({ month }: { month: string }) {
  return (
    <div className="space-y-6">
      <EligibilityAlert />
      <MyPositionCard month={month} />
    </div>
  );
}

/** For a signed-in user who cannot win yet: what is missing is on the profile page. */
function EligibilityAlert() {
  const { t } = useT();
  const { data } = useQuery(eligibilityQuery);
  if (!data || data.eligible) return null;
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border border-destructive/50 px-4 py-3 text-sm"
    >
      <ShieldAlertIcon className="size-4 shrink-0 text-destructive" aria-hidden="true" />
      <p className="font-medium">{t("leaderboard.not_eligible")}</p>
      <Button asChild size="sm" variant="outline" className="ms-auto">
        <a href="/profile">{t("leaderboard.complete_profile")}</a>
      </Button>
    </div>
  );
}

/** The signed-in user's rank (or that they have none yet), approved reviews and prize in the month. */
function MyPositionCard({ month }: { month: string }) {
  const { t, locale } = useT();
  const { data, isError, refetch } = useQuery(myPositionQuery(month));
  return (
    <Card role="region" aria-labelledby="my-position-title">
      <CardHeader>
        <CardTitle id="my-position-title">{t("leaderboard.my_position.title")}</CardTitle>
      </CardHeader>
      <CardContent>
        {data ? (
          <dl className="grid grid-cols-3 gap-4">
            <Fact label={t("leaderboard.my_position.rank")}>
              {data.rank === null
                ? t("leaderboard.my_position.not_ranked")
                : `#${formatNumber(locale, data.rank)}`}
            </Fact>
            <Fact label={t("leaderboard.my_position.reviews")}>{formatNumber(locale, data.reviewCount)}</Fact>
            <Fact label={t("leaderboard.my_position.prize")}>
              {data.prizeAmount > 0 ? formatEuro(locale, data.prizeAmount) : <NoPrize />}
            </Fact>
          </dl>
        ) : isError ? (
          <FetchError messageKey="leaderboard.position_failed" onRetry={() => void refetch()} />
        ) : (
          <LoadingRegion>
            <Skeleton className="h-12 w-full" />
          </LoadingRegion>
        )}
      </CardContent>
    </Card>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="space-y-1">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="text-lg font-semibold">{children}</dd>
    </div>
  );
}
