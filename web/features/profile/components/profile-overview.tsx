import { useQuery } from "@tanstack/react-query";
import { Card, CardContent } from "#web/components/ui/card";
import { LoadingRegion, Skeleton } from "#web/components/ui/skeleton";
import { useT } from "#web/i18n/use-t";
import { UserAvatar } from "#web/features/auth/components/user-avatar";
import { fullName } from "#web/features/auth/display-name";
import { profileQuery } from "../profile-query";
import { BasicInfoCard } from "./basic-info-card";
import { CompanyCard } from "./company-card";
import { ContestEligibilityCard } from "./contest-eligibility-card";
import { EmailVerificationCard } from "./email-verification-card";
import { MyComplaintsCard } from "./my-complaints-card";
import { MyReviewsCard } from "./my-reviews-card";
import { PaymentMethodCard } from "./payment-method-card";
import { YourDataCard } from "./your-data-card";

/**
 * A signed-in user's profile: who they are, then four cards: basic details, e-mail verification,
 * payout method and contest eligibility; then My reviews; last, their data (download, delete the
 * account).
 */
export function ProfileOverview() {
  const { t } = useT();
  const { data: profile, isPending, isError } = useQuery(profileQuery);
  if (isPending) return <ProfileSkeleton />;
  if (isError) {
    return (
      <Card>
        <CardContent>
          <p role="alert" className="text-sm text-destructive">
            {t("common.load_error")}
          </p>
        </CardContent>
      </Card>
    );
  }
  const name = fullName(profile);
  return (
    <div className="space-y-6">
      <div className="flex items-center gap-4">
        <UserAvatar user={profile} className="size-14 text-lg" />
        <div className="min-w-0">
          <p className="truncate text-lg font-semibold">
            {name ?? <span className="text-muted-foreground italic">{t("auth.anonymous")}</span>}
          </p>
          {profile.username && (
            <p dir="ltr" className="truncate text-sm text-muted-foreground rtl:text-end">
              @{profile.username}
            </p>
          )}
        </div>
      </div>
      <CompanyCard />
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <div className="grid gap-6">
          <BasicInfoCard profile={profile} />
          <EmailVerificationCard profile={profile} />
        </div>
        <div className="grid gap-6">
          <PaymentMethodCard />
          <ContestEligibilityCard />
        </div>
      </div>
      <MyReviewsCard />
      <MyComplaintsCard />
      <YourDataCard profile={profile} />
    </div>
  );
}

/** Placeholders in the shape of the page: header line and four cards. */
export function ProfileSkeleton() {
  return (
    <LoadingRegion className="space-y-6">
      <div className="flex items-center gap-4">
        <Skeleton round="full" className="size-14" />
        <div className="space-y-2">
          <Skeleton className="h-5 w-40" />
          <Skeleton className="h-4 w-28" />
        </div>
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        {[0, 1, 2, 3].map((card) => (
          <Skeleton key={card} round="xl" className="h-64" />
        ))}
      </div>
    </LoadingRegion>
  );
}
