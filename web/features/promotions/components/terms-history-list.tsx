import type { PublicTermsChange } from "#schema/api/promotions";
import { formatDate } from "#web/i18n/format";
import { useT } from "#web/i18n/use-t";
import { formatTerm, TERM_LABEL_KEYS } from "../terms-history";

/**
 * The changes of a promotion's terms, newest first: the date, then each term from what to what.
 * `by` adds who made a change (the back office only: visitors' JSON does not carry it).
 */
export function TermsHistoryList<Change extends PublicTermsChange>({
  history,
  by,
}: {
  history: Change[];
  by?: (change: Change) => string;
}) {
  const { t, locale } = useT();
  const value = (field: PublicTermsChange["changes"][number]["field"], raw: string | number | null) =>
    raw === null ? t("bonus.terms_history.none") : formatTerm(locale, field, raw);
  return (
    <ol className="space-y-2">
      {history.map((entry, index) => (
        <li key={`${entry.changedAt}-${index}`}>
          <p className="font-medium text-foreground">
            <time dateTime={entry.changedAt}>{formatDate(locale, entry.changedAt)}</time>
            {by && <span className="font-normal text-muted-foreground"> · {by(entry)}</span>}
          </p>
          <ul className="list-disc ps-5">
            {entry.changes.map(({ field, before, after }) => (
              <li key={field}>
                {t("bonus.terms_history.change", {
                  term: t(TERM_LABEL_KEYS[field]),
                  before: value(field, before),
                  after: value(field, after),
                })}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}
