import { useT } from "#web/i18n/use-t";

/** A dash to the eye, words to a screen reader. */
export function NoPrize() {
  const { t } = useT();
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="sr-only">{t("leaderboard.no_prize")}</span>
    </>
  );
}
