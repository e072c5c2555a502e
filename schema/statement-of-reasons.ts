import type { ReviewStatement } from "./api/review-decisions";
import { intl } from "./intl";
import type { Locale } from "./locales";
import type { Say } from "./placeholders";
import { groundTextKey, groundTitleKey } from "./review-guidelines";

/** Every key the statement may use starts with one of these: what a mail reads of the UI strings. */
export const STATEMENT_STRING_PREFIXES = ["reviews.statement.", "reviews.guidelines."] as const;

export type StatementContext = {
  locale: Locale;
  /** The provider the review is about, by name. */
  provider: string;
  /** The author may still appeal this decision (their review's one appeal is unused). */
  appealable: boolean;
};

/**
 * The statement of reasons for a decision on a review, in paragraphs: the one text its author
 * reads, by e-mail and under My reviews alike. It says what was decided and what set it off, the
 * ground (a guideline clause quoted, or the law broken), the moderator's facts, whether automated
 * flags were involved in detecting it, that a person decided, and what redress is left: the one
 * appeal, or, once an appeal is decided, that the decision is final and that out-of-court dispute
 * settlement and the courts remain open. A 'kept' decision reaches an author only on appeal (a
 * review kept after reports is none of their concern), so it reads as the rejection upheld.
 */
export function statementOfReasons(
  decision: ReviewStatement,
  t: Say,
  { locale, provider, appealable }: StatementContext,
): string[] {
  const paragraphs = [
    t(`reviews.statement.outcome.${decision.outcome}`, { provider }),
    t(`reviews.statement.trigger.${decision.trigger}`),
  ];
  const { ground } = decision;
  if (ground) {
    paragraphs.push(
      ground === "illegal"
        ? t("reviews.statement.ground_illegal", { law: decision.law ?? "" })
        : t("reviews.statement.ground_clause", {
            title: t(groundTitleKey(ground)),
            rule: t(groundTextKey(ground)),
          }),
    );
    if (decision.facts) paragraphs.push(t("reviews.statement.facts", { facts: decision.facts }));
    const flags = decision.automatedFlags.map((kind) => t(`reviews.statement.flag.${kind}`));
    paragraphs.push(
      flags.length > 0
        ? t("reviews.statement.automated", {
            flags: intl(Intl.ListFormat, locale, { type: "conjunction" }).format(flags),
          })
        : t("reviews.statement.not_automated"),
    );
  }
  paragraphs.push(t("reviews.statement.human"));
  if (decision.trigger === "appeal") {
    if (decision.outcome !== "restored") paragraphs.push(t("reviews.statement.final"));
  } else if (ground) {
    paragraphs.push(t(appealable ? "reviews.statement.appeal" : "reviews.statement.appeal_used"));
  }
  return paragraphs;
}
