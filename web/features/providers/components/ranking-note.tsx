import { Link } from "@tanstack/react-router";
import { useLocaleParam } from "#web/i18n/use-locale-param";
import { useT } from "#web/i18n/use-t";

/**
 * What decides a ranked list's default order, in one sentence, with a link to the review policy's
 * ranking section (EU Omnibus Directive: the main parameters of a ranking must be disclosed).
 */
export function RankingNote({ sentenceKey }: { sentenceKey: "ranking.providers" | "ranking.compare" }) {
  const { t } = useT();
  const locale = useLocaleParam();
  return (
    <p className="text-sm text-muted-foreground">
      {t(sentenceKey)}{" "}
      <Link
        to="/{-$locale}/review-policy"
        params={{ locale }}
        hash="ranking"
        className="font-medium text-foreground underline underline-offset-4"
      >
        {t("ranking.how_link")}
      </Link>
    </p>
  );
}
