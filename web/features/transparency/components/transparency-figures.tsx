import type { TransparencyReport } from "#schema/api/transparency";
import { DECISION_OUTCOMES, REPORT_REASONS, type DecisionOutcome, type ReportReason } from "#schema/enums";
import { formatNumber } from "#web/i18n/format";
import { useT } from "#web/i18n/use-t";
import { formatDuration } from "../duration";
import { FigureTable } from "./figure-table";

/** Every reason a report can give. */
const REASONS: Record<ReportReason, { labelKey: string }> = {
  illegal: { labelKey: "transparency.reason.illegal" },
  fake: { labelKey: "transparency.reason.fake" },
  personal_data: { labelKey: "transparency.reason.personal_data" },
  hate: { labelKey: "transparency.reason.hate" },
  spam: { labelKey: "transparency.reason.spam" },
  other: { labelKey: "transparency.reason.other" },
};

const OUTCOMES: Record<DecisionOutcome, { labelKey: string }> = {
  kept: { labelKey: "transparency.outcome.kept" },
  removed: { labelKey: "transparency.outcome.removed" },
  rejected: { labelKey: "transparency.outcome.rejected" },
  restored: { labelKey: "transparency.outcome.restored" },
};

/** A month's figures as tables: reports, what became of them, decisions, our own initiative, appeals. */
export function TransparencyFigures({ report }: { report: TransparencyReport }) {
  const { t, locale } = useT();
  const number = (value: number) => formatNumber(locale, value);
  const { reports, reportDecisions, ownInitiative, appeals } = report;
  const median =
    reports.medianSecondsToDecide === null ? (
      <>
        <span aria-hidden="true">—</span>
        <span className="sr-only">{t("transparency.handling.no_median")}</span>
      </>
    ) : (
      formatDuration(locale, reports.medianSecondsToDecide)
    );
  return (
    <div className="grid gap-8 md:grid-cols-2">
      <FigureTable
        caption={t("transparency.reports.caption")}
        rows={[
          ...REPORT_REASONS.map((reason) => ({
            labelKey: REASONS[reason].labelKey,
            value: number(reports.byReason[reason]),
          })),
          { labelKey: "transparency.total", value: number(reports.received), total: true },
        ]}
      />
      <FigureTable
        caption={t("transparency.handling.caption")}
        rows={[
          { labelKey: "transparency.handling.decided", value: number(reports.decided) },
          { labelKey: "transparency.handling.open", value: number(reports.open) },
          { labelKey: "transparency.handling.median", value: median },
        ]}
      />
      <FigureTable
        caption={t("transparency.decisions.caption")}
        rows={[
          ...DECISION_OUTCOMES.map((outcome) => ({
            labelKey: OUTCOMES[outcome].labelKey,
            value: number(reportDecisions.byOutcome[outcome]),
          })),
          { labelKey: "transparency.total", value: number(reportDecisions.total), total: true },
        ]}
      />
      <FigureTable
        caption={t("transparency.own.caption")}
        rows={[
          { labelKey: "transparency.own.rejected", value: number(ownInitiative.rejected) },
          { labelKey: "transparency.own.removed", value: number(ownInitiative.removed) },
          { labelKey: "transparency.total", value: number(ownInitiative.total), total: true },
          { labelKey: "transparency.own.flagged", value: number(ownInitiative.flaggedAutomatically) },
        ]}
      />
      <FigureTable
        caption={t("transparency.appeals.caption")}
        rows={[
          { labelKey: "transparency.appeals.received", value: number(appeals.received) },
          { labelKey: "transparency.appeals.decided", value: number(appeals.decided) },
          { labelKey: "transparency.outcome.restored", value: number(appeals.restored) },
          { labelKey: "transparency.appeals.upheld", value: number(appeals.upheld) },
        ]}
      />
    </div>
  );
}
