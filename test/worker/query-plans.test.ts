/**
 * Every statement the public pages and public GET APIs run, anonymous and signed in, is planned
 * with `EXPLAIN QUERY PLAN` (same SQL, same values, on the same database): none may read a whole
 * table. At demo size a scan is cheap; with `npm run seed:scale` (100,000 reviews, 300,000 votes)
 * it is what makes a page slow. And every table they read bumps the content version when written,
 * so the edge page cache never serves a page older than its data.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { contestMonthOf, monthsUpTo } from "#schema/cyprus-time";
import { PUBLIC_PAGE_PATHS } from "#schema/public-pages";
import { BANNER_PAGES } from "#schema/api/banners";
import { PROVIDERS } from "#seed/data/providers";
import { seedDatabase } from "#seed/seed-database";
import { createDb } from "#worker/lib/db";
import { call, signIn } from "./support/client";
import { recordingDb, type RecordedStatement } from "./support/recording-db";

const provider = PROVIDERS.find((p) => p.active)!;
const [thisMonth, lastMonth, oldestMonth] = (() => {
  const months = monthsUpTo(contestMonthOf(new Date()), 6);
  return [months[0]!, months[1]!, months[5]!];
})();

const pages = (locale: string) => [
  ...PUBLIC_PAGE_PATHS.map((path) => `/${locale}${path === "/" ? "" : path}`),
  `/${locale}/providers/${provider.slug}`,
  `/${locale}/providers/${provider.slug}?reviews=2`,
  `/${locale}/leaderboard?month=${lastMonth}`,
  `/${locale}/leaderboard?month=${oldestMonth}`,
  `/${locale}/transparency?month=${lastMonth}`,
];

const apis = [
  "/api/providers?locale=en",
  `/api/providers/${provider.id}?locale=he`,
  `/api/providers/${provider.slug}?locale=en`,
  `/api/providers/${provider.id}/ratings`,
  `/api/providers/${provider.id}/external-ratings`,
  `/api/providers/${provider.id}/reviews`,
  `/api/providers/${provider.id}/reviews?limit=10&offset=10`,
  `/api/providers/${provider.id}/onboarding?locale=en`,
  "/api/promotions?locale=en",
  ...BANNER_PAGES.map((page) => `/api/banners?page=${page}&locale=en`),
  "/api/ui-strings?locale=he",
  "/api/leaderboard/monthly",
  "/api/transparency",
  `/api/transparency?month=${lastMonth}`,
  `/api/leaderboard/monthly/${thisMonth}`,
  `/api/leaderboard/monthly/${lastMonth}`,
  "/api/me",
  "/sitemap.xml",
];
/** The signed-in visitor's own reads on those pages. */
const personal = [
  `/api/leaderboard/my-position?month=${lastMonth}`,
  "/api/user/can-review",
  "/api/user/contest-eligibility",
  "/api/user/profile",
];

/**
 * A step of a plan that reads every row of something: `SCAN t` or `SCAN t LEFT-JOIN` (once per
 * outer row!), not `SCAN t USING [COVERING] INDEX i`.
 */
const SCAN = /^SCAN (\S+)(?! USING)/;

/**
 * Tables a public page reads whole by design, each with the reason. A scan of anything else that is
 * a table fails; scans of a subquery's own rows (the leaderboard's ranking) are not table reads.
 */
const READ_WHOLE: Record<string, string> = {
  // The page's UI texts are every key of the table (one row per key of the interface, ~1,200): its
  // size is the interface's, not the data's, and no index can skip rows the page needs.
  ui_strings: "every UI string is on every page",
};

/**
 * Tables anonymous pages read whose writes need not bump the content version, each with the reason.
 * Every other table they read must carry a trigger that does (migration 0008).
 */
const NOT_CONTENT: Record<string, string> = {
  content_version: "the version itself",
  review_votes: "votes are shown through the counts on reviews, whose trigger moves the version",
  // The transparency report's monthly counts may lag by the copies' minute: a report, which anyone
  // may file, must not empty every cached page.
  review_reports: "the transparency report's counts may be a minute old",
  review_decisions: "the transparency report's counts may be a minute old",
  review_appeals: "the transparency report's counts may be a minute old",
};

/**
 * A statement that reads one provider's rows, the provider the page's key names (providerNamed):
 * the table, which must be searched by its `provider_id`, not walked by another index.
 */
const OF_NAMED_PROVIDER = /"(\w+)"\."(?:provider_)?id" (?:=|in) \(select "candidates"\."id"/g;

const TABLE_READ = /\b(?:from|join)\s+"?(\w+)"?/gi;

async function plan({ sql, params }: RecordedStatement): Promise<string[]> {
  const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
    .bind(...params)
    .all<{ detail: string }>();
  return results.map((row) => row.detail);
}

async function statementsOf(paths: string[], cookie?: string) {
  const seen = new Map<string, RecordedStatement & { path: string }>();
  for (const path of paths) {
    const { db, log } = recordingDb(env.DB);
    const response = await call(path, cookie ? { headers: { cookie } } : {}, { DB: db });
    expect(response.status, path).toBeLessThan(400);
    await response.arrayBuffer();
    for (const statement of log.statements) {
      if (!seen.has(statement.sql)) seen.set(statement.sql, { ...statement, path });
    }
  }
  return [...seen.values()];
}

async function namesOf(type: "table" | "trigger") {
  const { results } = await env.DB.prepare("select name, tbl_name from sqlite_master where type = ?")
    .bind(type)
    .all<{ name: string; tbl_name: string }>();
  return results;
}

async function fullScans(statements: (RecordedStatement & { path: string })[]) {
  const tables = new Set((await namesOf("table")).map((row) => row.name));
  const found: string[] = [];
  for (const statement of statements) {
    for (const detail of await plan(statement)) {
      const table = detail.match(SCAN)?.[1];
      if (table && tables.has(table) && !(table in READ_WHOLE)) {
        found.push(`${statement.path}: ${detail}\n  ${statement.sql}`);
      }
    }
  }
  return found;
}

const everything = [...pages("en"), ...pages("he"), ...apis];
let cookie: string;
/**
 * An anonymous visitor's statements, recorded once while the edge caches are empty: asked again,
 * the pages and API answers come from the caches without a query.
 */
let anonymous: (RecordedStatement & { path: string })[];
beforeAll(async () => {
  await seedDatabase(createDb(env.DB));
  // A seeded member with reviews, votes and a payout method.
  ({ cookie } = await signIn("eleni.georgiou@example.com"));
  anonymous = await statementsOf(everything);
}, 120_000);

describe("the query plans of the public pages and public GET APIs", () => {
  it("read no whole table for an anonymous visitor", async () => {
    expect(anonymous.length).toBeGreaterThan(10);
    expect(await fullScans(anonymous)).toEqual([]);
  }, 120_000);

  it("read no whole table for a signed-in member", async () => {
    const statements = await statementsOf([...everything, ...personal], cookie);
    expect(await fullScans(statements)).toEqual([]);
  }, 120_000);

  it("read one provider's rows by its id, however the page names the provider", async () => {
    const searches: string[] = [];
    const walks: string[] = [];
    for (const statement of anonymous) {
      const steps = await plan(statement);
      for (const [, table] of statement.sql.matchAll(OF_NAMED_PROVIDER)) {
        const byProvider = new RegExp(`^SEARCH ${table} USING .*\\((?:provider_)?id=\\?`);
        (steps.some((step) => byProvider.test(step)) ? searches : walks).push(
          `${statement.path}: ${table}\n  ${steps.join("\n  ")}`,
        );
      }
    }
    // The provider itself, its texts, reviews, ratings, external ratings and steps.
    expect(
      new Set(searches.map((search) => search.split("\n")[0]!.split(": ")[1])).size,
    ).toBeGreaterThanOrEqual(5);
    expect(walks).toEqual([]);
  }, 120_000);

  it("read only tables whose writes move the content version, or that say why not", async () => {
    const tables = new Set((await namesOf("table")).map((row) => row.name));
    const watched = new Set((await namesOf("trigger")).map((row) => row.tbl_name));
    const read = new Set(
      (await statementsOf(everything)).flatMap(({ sql }) => [...sql.matchAll(TABLE_READ)].map((m) => m[1]!)),
    );
    const unwatched = [...read].filter((t) => tables.has(t) && !watched.has(t) && !(t in NOT_CONTENT));
    expect(read).toContain("providers_i18n");
    expect(unwatched).toEqual([]);
  }, 120_000);
});
