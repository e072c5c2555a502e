import { formatEuro } from "#web/i18n/format";
import { CONTEST_PRIZES } from "#schema/contest-rules";
import { TrophyIcon } from "#web/components/icons";
import { useT } from "#web/i18n/use-t";

/** The prize places, as many as CONTEST_PRIZES has. */
const PLACES = [
  { labelKey: "leaderboard.prize.first" },
  { labelKey: "leaderboard.prize.second" },
  { labelKey: "leaderboard.prize.third" },
];

/** The page's heading, the top prize and a badge per prize place. */
export function ContestIntro() {
  const { t, locale } = useT();
  return (
    <header className="space-y-3">
      <h1 className="flex items-center gap-2 text-3xl font-bold tracking-tight">
        <TrophyIcon className="size-7 shrink-0 text-primary" aria-hidden="true" />
        {t("leaderboard.title")}
      </h1>
      <p className="text-xl font-semibold">
        {t("leaderboard.subtitle", { amount: formatEuro(locale, Math.max(...CONTEST_PRIZES)) })}
      </p>
      <ul aria-label={t("leaderboard.prizes")} className="flex flex-wrap gap-2">
        {CONTEST_PRIZES.map((amount, index) => (
          <li
            key={index}
            className="rounded-full border bg-card px-3 py-1 text-sm font-medium first:border-primary first:bg-primary first:text-primary-foreground"
          >
            {t(PLACES[index]!.labelKey, { amount: formatEuro(locale, amount) })}
          </li>
        ))}
      </ul>
    </header>
  );
}
