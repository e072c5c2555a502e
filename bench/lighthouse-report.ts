import type { Result } from "lighthouse";

/**
 * One Lighthouse run's figures: scores 0–100, LCP in seconds, total blocking time in ms, CLS
 * unitless, and Lighthouse's benchmark index of the machine at the time (no goal: it says how
 * loaded the machine was, which moves the blocking time).
 */
export type Figures = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcp: number;
  tbt: number;
  cls: number;
  benchmarkIndex: number;
};

/** The goals for a public page, each a test of one figure. */
const MEETS: Record<Exclude<keyof Figures, "benchmarkIndex">, (value: number) => boolean> = {
  performance: (value) => value >= 99,
  accessibility: (value) => value === 100,
  bestPractices: (value) => value === 100,
  seo: (value) => value === 100,
  lcp: (value) => value <= 1.0,
  tbt: (value) => value <= 50,
  cls: (value) => value <= 0.02,
};
export const GOALS =
  "performance ≥ 99; accessibility, best practices, SEO = 100; LCP ≤ 1.0 s; TBT ≤ 50 ms; CLS ≤ 0.02 (✗ marks a miss).";

const score = (lhr: Result, category: string) => Math.round((lhr.categories[category]?.score ?? 0) * 100);

export function figuresOf(lhr: Result): Figures {
  return {
    performance: score(lhr, "performance"),
    accessibility: score(lhr, "accessibility"),
    bestPractices: score(lhr, "best-practices"),
    seo: score(lhr, "seo"),
    lcp: (lhr.audits["largest-contentful-paint"]?.numericValue ?? Infinity) / 1000,
    tbt: lhr.audits["total-blocking-time"]?.numericValue ?? Infinity,
    cls: lhr.audits["cumulative-layout-shift"]?.numericValue ?? Infinity,
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

/** Each figure's own median over the runs (Lighthouse's scores vary run to run, each on its own). */
export function median(runs: Figures[]): Figures {
  const mid = (key: keyof Figures) =>
    [...runs.map((run) => run[key])].sort((a, b) => a - b)[Math.floor(runs.length / 2)]!;
  return {
    performance: mid("performance"),
    accessibility: mid("accessibility"),
    bestPractices: mid("bestPractices"),
    seo: mid("seo"),
    lcp: mid("lcp"),
    tbt: mid("tbt"),
    cls: mid("cls"),
    benchmarkIndex: mid("benchmarkIndex"),
  };
}

/** Prints the table; true when any figure misses its goal. */
export function printTable(rows: { page: string; figures: Figures }[], runs: number) {
  let missed = false;
  const cell = (figures: Figures, key: keyof typeof MEETS, text: string) => {
    if (MEETS[key](figures[key])) return text;
    missed = true;
    return `${text} ✗`;
  };
  console.log(
    `\n| page | performance | accessibility | best practices | SEO | LCP | TBT | CLS | benchmark index |   (median of ${runs})`,
  );
  console.log("|---|---:|---:|---:|---:|---:|---:|---:|---:|");
  for (const { page, figures: f } of rows) {
    const cells = [
      cell(f, "performance", String(f.performance)),
      cell(f, "accessibility", String(f.accessibility)),
      cell(f, "bestPractices", String(f.bestPractices)),
      cell(f, "seo", String(f.seo)),
      cell(f, "lcp", `${f.lcp.toFixed(2)} s`),
      cell(f, "tbt", `${Math.round(f.tbt)} ms`),
      cell(f, "cls", f.cls.toFixed(3)),
      String(Math.round(f.benchmarkIndex)),
    ];
    console.log(`| ${page} | ${cells.join(" | ")} |`);
  }
  return missed;
}

/** An audit that cost points: where (pages), and what it points at (elements, URLs, savings). */
export type Loss = { category: string; title: string; pages: Set<string>; found: Set<string> };

type Item = { node?: { selector?: string }; url?: string; source?: { url?: string } };
const pointedAt = (item: Item) => item.node?.selector ?? item.url ?? item.source?.url;

/**
 * Adds the audits of one run that cost points: in accessibility, best practices and SEO every
 * weighted audit below full score; in performance the opportunities and diagnostics that fail
 * (score under 0.9), not the metrics themselves (the table shows those).
 */
export function collectLosses(lhr: Result, page: string, losses: Map<string, Loss>) {
  for (const [category, { auditRefs }] of Object.entries(lhr.categories)) {
    for (const ref of auditRefs) {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null || audit.scoreDisplayMode === "informative") continue;
      const costs =
        category === "performance"
          ? ref.group !== "metrics" && ref.group !== "hidden" && audit.score < 0.9
          : ref.weight > 0 && audit.score < 1;
      if (!costs) continue;
      const loss = losses.get(ref.id) ?? { category, title: audit.title, pages: new Set(), found: new Set() };
      loss.pages.add(page);
      if (audit.displayValue) loss.found.add(audit.displayValue);
      const items = (audit.details as { items?: Item[] } | undefined)?.items ?? [];
      for (const item of items.slice(0, 3)) {
        const target = pointedAt(item);
        if (target) loss.found.add(target);
      }
      losses.set(ref.id, loss);
    }
  }
}

export function printLosses(losses: Map<string, Loss>) {
  if (losses.size === 0) return console.log("\nNo audit cost points.");
  console.log("\nAudits that cost points (in any run):");
  for (const [id, { category, title, pages, found }] of [...losses].sort((a, b) =>
    a[1].category.localeCompare(b[1].category),
  )) {
    const where = pages.size > 4 ? `${pages.size} pages` : [...pages].join(", ");
    const what = [...found].slice(0, 6).join("; ");
    console.log(`- [${category}] ${id}: ${title} — ${where}${what ? ` — ${what}` : ""}`);
  }
}
