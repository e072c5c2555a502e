import type { ReviewStatement } from "#schema/api/review-decisions";
import { statementOfReasons } from "#schema/statement-of-reasons";
import { formatDate } from "#web/i18n/format";
import { useT } from "#web/i18n/use-t";

/**
 * A statement of reasons as its review's author reads it, in the page's language: the same
 * paragraphs as the e-mail (schema/statement-of-reasons.ts), under the decision's date. The facts
 * are the moderator's own text, shown as text.
 */
export function StatementText({
  statement,
  provider,
  appealable,
}: {
  statement: ReviewStatement;
  provider: string;
  appealable: boolean;
}) {
  const { t, locale } = useT();
  const paragraphs = statementOfReasons(statement, t, { locale, provider, appealable });
  return (
    <div className="space-y-2 text-sm">
      <p className="text-muted-foreground">
        <time dateTime={statement.createdAt}>{formatDate(locale, statement.createdAt)}</time>
      </p>
      {paragraphs.map((paragraph, index) => (
        <p key={index} dir="auto">
          {paragraph}
        </p>
      ))}
    </div>
  );
}
