import { formatEuro } from "#web/i18n/format";
import { CONTEST_PRIZES } from "#schema/contest-rules";
import { DAILY_REVIEW_LIMIT } from "#schema/review-rules";
import { Card, CardContent, CardHeader, CardTitle } from "#web/components/ui/card";
import { useT } from "#web/i18n/use-t";

/** Winners are announced within this many business days after the month ends. */
const ANNOUNCEMENT_BUSINESS_DAYS = 5;

/** The contest's rules, with the numbers the site runs on. */
export function ContestRules() {
  const { t, tp, locale } = useT();
  const [first = "", second = "", third = ""] = CONTEST_PRIZES.map((amount) => formatEuro(locale, amount));
  const rules = [
    tp("leaderboard.rules.daily_limit", DAILY_REVIEW_LIMIT),
    t("leaderboard.rules.approved"),
    t("leaderboard.rules.profile"),
    t("leaderboard.rules.payment"),
    t("leaderboard.rules.prizes", { first, second, third }),
    t("leaderboard.rules.ties"),
    t("leaderboard.rules.not_eligible"),
    tp("leaderboard.rules.announcement", ANNOUNCEMENT_BUSINESS_DAYS),
  ];
  return (
    <Card role="region" aria-labelledby="contest-rules-title">
      <CardHeader>
        <CardTitle id="contest-rules-title">{t("leaderboard.rules.title")}</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="list-disc space-y-1.5 ps-5 text-sm">
          {rules.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
