import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { transparencyReportSchema, type TransparencyReport } from "#schema/api/transparency";
import { uiStrings } from "#schema/content";
import { contestMonthOf, formatMonth, monthStart, shiftMonth } from "#schema/cyprus-time";
import type { DecisionOutcome, DecisionTrigger, ReportReason } from "#schema/enums";
import {
  reviewAppeals,
  reviewDecisions,
  reviewReports,
  type NewReviewAppeal,
  type NewReviewDecision,
  type NewReviewReport,
} from "#schema/moderation";
import type { ReviewFlagKind } from "#schema/review-flags";
import { UI_STRINGS } from "#seed/ui-strings";
import { createDb } from "#worker/lib/db";
import { call } from "./support/client";

/**
 * The transparency report counts the moderation records month by month, in Cyprus time: rows are
 * written straight into D1 in two months, some on either side of the midnight that starts the later
 * one (which is still the earlier month in UTC), and every figure is read back from the API and from
 * the page.
 */
const current = contestMonthOf(new Date());
const later = shiftMonth(current, -1);
const earlier = shiftMonth(current, -2);
const empty = shiftMonth(current, -3);

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** Midnight of the 1st of `later` in Cyprus: 22:00 or 21:00 UTC on the last day of `earlier`. */
const boundary = monthStart(later).getTime();
const at = (ms: number) => new Date(ms);

let reports = 0;
const report = (reason: ReportReason, createdAt: number, decidedAfter?: number): NewReviewReport => ({
  reference: `T-${++reports}`,
  reporterKey: `reporter-${reports}`,
  locale: "en",
  reason,
  explanation: "Reported for the transparency test.",
  status: decidedAfter === undefined ? "open" : "closed",
  createdAt: at(createdAt),
  closedAt: decidedAfter === undefined ? null : at(createdAt + decidedAfter),
});

const decision = (
  trigger: DecisionTrigger,
  outcome: DecisionOutcome,
  createdAt: number,
  automatedFlags: ReviewFlagKind[] = [],
): NewReviewDecision => ({
  trigger,
  outcome,
  previousStatus: outcome === "restored" ? "rejected" : "approved",
  automatedFlags,
  createdAt: at(createdAt),
});

const appeal = (createdAt: number): NewReviewAppeal => ({
  text: "Please look again.",
  createdAt: at(createdAt),
});

beforeAll(async () => {
  const db = createDb(env.DB);
  const strings = Object.entries(UI_STRINGS).map(([key, texts]) => ({ key, ...texts }));
  // D1 takes at most 100 bound values a statement: a row each, in one batch.
  const [first, ...rest] = strings.map((row) => db.insert(uiStrings).values(row).onConflictDoNothing());
  await db.batch([first!, ...rest]);
  const rows = [
    // `later`: the first half hour after its Cyprus midnight is still `earlier` in UTC.
    db.insert(reviewReports).values(report("illegal", boundary + 30 * MINUTE, 2 * HOUR)),
    db.insert(reviewReports).values(report("illegal", boundary + DAY, 4 * HOUR)),
    db.insert(reviewReports).values(report("fake", boundary + 2 * DAY, 30 * HOUR)),
    db.insert(reviewReports).values(report("spam", boundary + 3 * DAY)),
    db.insert(reviewReports).values(report("hate", boundary + 4 * DAY, 3 * DAY)),
    // `earlier`: its very last millisecond in Cyprus, and its first days.
    db.insert(reviewReports).values(report("other", boundary - 1, 90 * MINUTE)),
    db.insert(reviewReports).values(report("personal_data", monthStart(earlier).getTime() + DAY)),
    db.insert(reviewDecisions).values([
      decision("report", "removed", boundary + 30 * MINUTE),
      decision("report", "kept", boundary + DAY),
      decision("report", "removed", boundary + 2 * DAY),
      decision("own_initiative", "rejected", boundary + 3 * DAY, ["near_duplicate"]),
      decision("own_initiative", "rejected", boundary + 3 * DAY),
      decision("own_initiative", "removed", boundary + 4 * DAY, ["burst", "new_account"]),
      // Putting a review back on our own initiative restricts nothing: not counted.
      decision("own_initiative", "restored", boundary + 4 * DAY),
      decision("appeal", "restored", boundary + 5 * DAY),
      decision("appeal", "kept", boundary + 5 * DAY),
      decision("appeal", "kept", boundary + 6 * DAY),
      decision("own_initiative", "removed", boundary - 1, ["burst"]),
      decision("appeal", "restored", boundary - DAY),
    ]),
    db
      .insert(reviewAppeals)
      .values([appeal(boundary + 30 * MINUTE), appeal(boundary + DAY), appeal(boundary - 1)]),
  ];
  const [head, ...tail] = rows;
  await db.batch([head!, ...tail]);
});

const zeroReasons = { illegal: 0, fake: 0, personal_data: 0, hate: 0, spam: 0, other: 0 };
const zeroOutcomes = { kept: 0, rejected: 0, removed: 0, restored: 0 };

const EXPECTED: Record<"later" | "earlier" | "empty", Omit<TransparencyReport, "month">> = {
  later: {
    reports: {
      received: 5,
      byReason: { ...zeroReasons, illegal: 2, fake: 1, hate: 1, spam: 1 },
      decided: 4,
      open: 1,
      // 2, 4, 30 and 72 hours: the mean of the middle two is 17 hours.
      medianSecondsToDecide: 17 * 3600,
    },
    reportDecisions: { total: 3, byOutcome: { ...zeroOutcomes, kept: 1, removed: 2 } },
    ownInitiative: { total: 3, rejected: 2, removed: 1, flaggedAutomatically: 2 },
    appeals: { received: 2, decided: 3, restored: 1, upheld: 2 },
  },
  earlier: {
    reports: {
      received: 2,
      byReason: { ...zeroReasons, personal_data: 1, other: 1 },
      decided: 1,
      open: 1,
      medianSecondsToDecide: 90 * 60,
    },
    reportDecisions: { total: 0, byOutcome: zeroOutcomes },
    ownInitiative: { total: 1, rejected: 0, removed: 1, flaggedAutomatically: 1 },
    appeals: { received: 1, decided: 1, restored: 1, upheld: 0 },
  },
  empty: {
    reports: { received: 0, byReason: zeroReasons, decided: 0, open: 0, medianSecondsToDecide: null },
    reportDecisions: { total: 0, byOutcome: zeroOutcomes },
    ownInitiative: { total: 0, rejected: 0, removed: 0, flaggedAutomatically: 0 },
    appeals: { received: 0, decided: 0, restored: 0, upheld: 0 },
  },
};

async function figures(path: string) {
  const response = await call(path);
  expect(response.status, path).toBe(200);
  expect(response.headers.get("cache-control")).toBe("public, max-age=60");
  const body = transparencyReportSchema.safeParse(await response.json());
  expect(body.error?.issues ?? []).toEqual([]);
  return body.data!;
}

describe("GET /api/transparency", () => {
  it.each([
    ["later", later],
    ["earlier", earlier],
    ["empty", empty],
  ] as const)("counts every figure of the %s month in Cyprus time", async (which, month) => {
    expect(await figures(`/api/transparency?month=${month}`)).toEqual({ month, ...EXPECTED[which] });
  });

  it("answers the current Cyprus month without ?month=, all zeros when nothing happened yet", async () => {
    expect(await figures("/api/transparency")).toEqual({ month: current, ...EXPECTED.empty });
  });

  it.each([
    ["2026-13", "contest.error.month_format"],
    ["2026-1", "contest.error.month_format"],
    ["november", "contest.error.month_format"],
    [shiftMonth(current, 1), "month.error.not_begun"],
    ["2999-01", "month.error.not_begun"],
  ])("refuses ?month=%s with 400 and the message key %s", async (month, key) => {
    const response = await call(`/api/transparency?month=${month}`);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ messageKey: key });
  });
});

const en = (key: string) => UI_STRINGS[key]!.en;

async function page(path: string) {
  const response = await call(path);
  return { status: response.status, html: await response.text() };
}

/** The page's tables, by caption, each row as 'header|value' in text, markup and screen-reader words dropped. */
function tables(html: string) {
  const text = (markup: string) =>
    markup
      .replace(/<span class="sr-only">[\s\S]*?<\/span>/g, "")
      .replace(/<!--[\s\S]*?-->|<[^>]+>/g, "")
      .replace(/\s+/g, " ")
      .trim();
  return Object.fromEntries(
    [...html.matchAll(/<table[\s\S]*?<\/table>/g)].map(([table]) => [
      text(table.match(/<caption[^>]*>([\s\S]*?)<\/caption>/)?.[1] ?? ""),
      (table.match(/<tr[\s\S]*?<\/tr>/g) ?? []).map((row) =>
        [...row.matchAll(/<t[hd][^>]*>([\s\S]*?)<\/t[hd]>/g)].map(([, cell]) => text(cell!)).join("|"),
      ),
    ]),
  );
}

describe("the transparency page", () => {
  it("shows every figure of a month in English, with the month selector as a GET form", async () => {
    const { status, html } = await page(`/en/transparency?month=${later}`);
    expect(status).toBe(200);
    expect(html).toMatch(/<h1[^>]*>Transparency report<\/h1>/);
    expect(html).toContain(en("transparency.counting"));
    expect(html).toMatch(
      new RegExp(`<a[^>]*href="/en/review-policy#report"[^>]*>${en("transparency.policy_link")}</a>`),
    );
    expect(html).toContain(`Figures for ${formatMonth("en", later)}`);
    expect(tables(html)).toEqual({
      "Reports received, by reason": [
        "Illegal content|2",
        "Fake or paid review|1",
        "Personal data|0",
        "Hate or harassment|1",
        "Spam|1",
        "Other|0",
        "Total|5",
      ],
      "What became of the month’s reports": ["Decided|4", "Still open|1", "Median time to decide|17 hours"],
      "Decisions on reported reviews": [
        "Review kept|1",
        "Review rejected before publication|0",
        "Review removed|2",
        "Review put back|0",
        "Total|3",
      ],
      "Reviews rejected or removed on our own initiative": [
        "Rejected before publication|2",
        "Removed after publication|1",
        "Total|3",
        "Of these, flagged automatically|2",
      ],
      "Authors’ appeals": [
        "Appeals received|2",
        "Appeals decided|3",
        "Review put back|1",
        "Decision upheld|2",
      ],
    });
    // Without JavaScript the month is chosen by a plain GET form; the 12 months up to this one.
    const form = html.match(/<form[^>]*method="get"[\s\S]*?<\/form>/)?.[0] ?? "";
    const options = [...form.matchAll(/<option([^>]*)>([^<]*)<\/option>/g)];
    expect(options.map(([, attributes]) => attributes!.match(/value="([^"]*)"/)?.[1])).toEqual(
      Array.from({ length: 12 }, (_, index) => shiftMonth(current, -index)),
    );
    expect(
      options.filter(([, attributes]) => attributes!.includes("selected")).map(([, , label]) => label),
    ).toEqual([formatMonth("en", later)]);
    expect(form).toMatch(/<select[^>]*name="month"/);
    expect(form).toMatch(/<button[^>]*type="submit"/);
  });

  it("shows the earlier month's figures and its median in minutes and hours", async () => {
    const { html } = await page(`/en/transparency?month=${earlier}`);
    const shown = tables(html);
    expect(shown["Reports received, by reason"]).toContain("Personal data|1");
    expect(shown["Reports received, by reason"]).toContain("Total|2");
    expect(shown["What became of the month’s reports"]).toEqual([
      "Decided|1",
      "Still open|1",
      "Median time to decide|1.5 hours",
    ]);
    expect(shown["Authors’ appeals"]).toEqual([
      "Appeals received|1",
      "Appeals decided|1",
      "Review put back|1",
      "Decision upheld|0",
    ]);
  });

  it("shows zeros and a dash for the median in a month with nothing, and the current month by default", async () => {
    for (const path of [
      `/en/transparency?month=${empty}`,
      "/en/transparency",
      "/en/transparency?month=1999-01",
    ]) {
      const { status, html } = await page(path);
      expect(status, path).toBe(200);
      const shown = tables(html);
      expect(shown["Reports received, by reason"]).toContain("Total|0");
      expect(shown["What became of the month’s reports"]).toContain("Median time to decide|—");
      expect(html).toContain(`<span class="sr-only">${en("transparency.handling.no_median")}</span>`);
    }
    expect((await page("/en/transparency")).html).toContain(`Figures for ${formatMonth("en", current)}`);
  });

  it("is written in the page's language, Hebrew right to left, its numbers and times by Intl", async () => {
    const { status, html } = await page(`/he/transparency?month=${later}`);
    expect(status).toBe(200);
    expect(html).toMatch(/<html[^>]*dir="rtl"/);
    expect(html).toContain(UI_STRINGS["transparency.title"]!.he);
    const hours = new Intl.NumberFormat("he", { style: "unit", unit: "hour", unitDisplay: "long" }).format(
      17,
    );
    expect(tables(html)[UI_STRINGS["transparency.handling.caption"]!.he]).toContain(
      `${UI_STRINGS["transparency.handling.median"]!.he}|${hours}`,
    );
    // Its own address as canonical, whatever month is shown, and its five other languages.
    expect(html).toMatch(/<link rel="canonical" href="[^"]*\/he\/transparency"/);
    for (const locale of ["el", "en", "ru", "uk", "fr"])
      expect(html).toMatch(
        new RegExp(`<link rel="alternate" hrefLang="${locale}" href="[^"]*/${locale}/transparency"`, "i"),
      );
  });

  it("is linked from every page's footer and listed in the sitemap in all six languages", async () => {
    const { html } = await page("/fr");
    expect(html.match(/<footer[\s\S]*?<\/footer>/)?.[0]).toMatch(
      new RegExp(`<a[^>]*href="/fr/transparency"[^>]*>${UI_STRINGS["footer.transparency"]!.fr}</a>`),
    );
    const sitemap = await (await call("/sitemap.xml")).text();
    for (const locale of ["el", "en", "ru", "he", "uk", "fr"])
      expect(sitemap).toContain(`/${locale}/transparency</loc>`);
  });
});
