import { useQuery } from "@tanstack/react-query";
import { CircleCheckIcon, CircleXIcon, TrophyIcon } from "#web/components/icons";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card";
import { LoadingRegion, Skeleton } from "#web/components/ui/skeleton";
import { formatNumber } from "#web/i18n/format";
import { useT } from "#web/i18n/use-t";
import { cn } from "#web/lib/utils";
import type { ContestEligibility } from "#schema/api/contest";
import { DAILY_REVIEW_LIMIT } from "#schema/review-rules";
import { canReviewQuery, eligibilityQuery } from "../api";
import { CONTEST_CHECKS } from "../contest-checks";
import { translateMessage } from "../messages";

/** The three contest requirements, the overall verdict and today's remaining reviews. */
export function ContestEligibilityCard() {
  const { t } = useT();
  const eligibility = useQuery(eligibilityQuery);
  return (
    <Card role="region" aria-labelledby="profile-contest-title">
      <CardHeader>
        <CardTitle id="profile-contest-title" className="flex items-center gap-2">
          <TrophyIcon className="size-5 text-primary" aria-hidden="true" />
          {t("contest.eligibility.title")}
        </CardTitle>
        <CardDescription>{t("contest.eligibility.description")}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-5">
        {eligibility.isPending ? (
          <LoadingRegion className="space-y-3">
            {CONTEST_CHECKS.map(({ field }) => (
              <Skeleton key={field} className="h-5 w-56 max-w-full" />
            ))}
          </LoadingRegion>
        ) : eligibility.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {t("common.load_error")}
          </p>
        ) : (
          <Checks eligibility={eligibility.data} />
        )}
        <DailyReviews />
      </CardContent>
    </Card>
  );
}

function Checks({ eligibility }: { eligibility: ContestEligibility }) {
  const { t } = useT();
  return (
    <div className="space-y-4">
      <ul className="space-y-2.5">
        {CONTEST_CHECKS.map(({ field, metKey, missingKey }) => {
          const met = eligibility[field];
          const Icon = met ? CircleCheckIcon : CircleXIcon;
          return (
            <li key={field} className="flex items-center gap-2.5 text-sm">
              <Icon
                className={cn("size-5 shrink-0", met ? "text-success" : "text-destructive")}
                aria-hidden="true"
              />
              <span>{t(met ? metKey : missingKey)}</span>
            </li>
          );
        })}
      </ul>
      <p
        className={cn(
          "rounded-md px-3 py-2 text-sm font-medium",
          eligibility.eligible ? "bg-success text-success-foreground" : "bg-muted text-foreground",
        )}
      >
        {eligibility.eligible ? t("contest.eligibility.eligible") : t("contest.eligibility.not_eligible")}
      </p>
    </div>
  );
}

function DailyReviews() {
  const i18n = useT();
  const { t, locale } = i18n;
  const { data, isPending, isError } = useQuery(canReviewQuery);
  if (isPending) return <Skeleton className="h-5 w-48" />;
  if (isError) return null;
  return (
    <div className="space-y-1 border-t pt-4 text-sm">
      <p>
        {t("contest.daily_reviews", {
          remaining: formatNumber(locale, data.reviewsRemainingToday),
          limit: formatNumber(locale, DAILY_REVIEW_LIMIT),
        })}
      </p>
      {!data.canReview && data.reason && (
        <p className="text-destructive">{translateMessage(i18n, data.reason)}</p>
      )}
    </div>
  );
}
