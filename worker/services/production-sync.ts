import { getTableColumns, getTableName } from "drizzle-orm";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import type { ProductionSyncCounts } from "#schema/api/admin-production-sync";
import { banners, bannersI18n } from "#schema/banners";
import { emailTemplates, uiStrings } from "#schema/content";
import { providerOnboardingSteps, providerOnboardingStepTranslations } from "#schema/onboarding";
import { promotions, promotionsI18n, promotionTermsChanges } from "#schema/promotions";
import { providers, providersI18n } from "#schema/providers";
import { externalRatings } from "#schema/reviews";

/**
 * The content the sync copies, parents before children, the mail templates edited here included.
 * Users, sessions, reviews, votes, prizes, leaderboards, tracking, newsletter, audit and the mail
 * outbox are never named here, so never touched.
 *
 * `inPlace`: the target's user data references these rows (reviews → providers, ON DELETE CASCADE),
 * so they are updated by id and only the ones gone here are deleted there. Every other table is
 * replaced whole: nothing outside the content references them, and replacing them cannot trip over
 * their natural keys (a slug moved between providers, a UI string key under another id).
 *
 * `userColumns`: references to users, who are not copied: each keeps its user only where the target
 * has an account of that id, else it is copied as null (who changed a promotion's terms is back-office
 * knowledge; the change itself is public content).
 */
const CONTENT: readonly { table: SQLiteTable; inPlace?: true; userColumns?: readonly string[] }[] = [
  { table: providers, inPlace: true },
  { table: providersI18n },
  { table: promotions },
  { table: promotionsI18n },
  { table: promotionTermsChanges, userColumns: [promotionTermsChanges.actorUserId.name] },
  { table: externalRatings },
  { table: providerOnboardingSteps },
  { table: providerOnboardingStepTranslations },
  { table: banners },
  { table: bannersI18n },
  { table: uiStrings },
  { table: emailTemplates },
];

/** The counts the answer reports: the main table of each kind of content. */
const COUNTED = {
  providers,
  promotions,
  uiStrings,
  externalRatings,
  onboardingSteps: providerOnboardingSteps,
  banners,
} satisfies Record<keyof ProductionSyncCounts, SQLiteTable>;

/**
 * D1 allows 100 KB per statement and 100 bound parameters: rows travel as one JSON parameter per
 * statement, in chunks of at most this many bytes (a longer single row still goes alone).
 */
const CHUNK_BYTES = 90_000;

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;
const columnsOf = (table: SQLiteTable) => Object.values(getTableColumns(table)).map((column) => column.name);
const encoder = new TextEncoder();

/** Rows as JSON arrays, grouped so that each group's JSON stays under CHUNK_BYTES. */
function chunks(rows: unknown[][]): string[] {
  const out: string[] = [];
  let current: string[] = [];
  let size = 2;
  for (const row of rows) {
    const json = JSON.stringify(row);
    const bytes = encoder.encode(json).length + 1;
    if (current.length > 0 && size + bytes > CHUNK_BYTES) {
      out.push(`[${current.join(",")}]`);
      current = [];
      size = 2;
    }
    current.push(json);
    size += bytes;
  }
  if (current.length > 0) out.push(`[${current.join(",")}]`);
  return out;
}

/**
 * `INSERT ... SELECT` from the JSON parameter, stored values exactly as read here (SQLite's column
 * affinity gives each its type back). In place: an existing id takes every column's new value. A
 * user column holds its user only where the target has one of that id.
 */
function insertStatement(table: SQLiteTable, inPlace: boolean, userColumns: readonly string[] = []) {
  const columns = columnsOf(table);
  const values = columns
    .map((name, index) => {
      const value = `json_extract(value, '$[${index}]')`;
      return userColumns.includes(name) ? `(SELECT "id" FROM "users" WHERE "id" = ${value})` : value;
    })
    .join(", ");
  const upsert = inPlace
    ? ` ON CONFLICT ("id") DO UPDATE SET ${columns
        .filter((name) => name !== "id")
        .map((name) => `${quote(name)} = excluded.${quote(name)}`)
        .join(", ")}`
    : "";
  // `WHERE true`: SQLite's rule for an upsert on INSERT ... SELECT (it would read ON as a join's).
  return `INSERT INTO ${quote(getTableName(table))} (${columns.map(quote).join(", ")}) SELECT ${values} FROM json_each(?1) WHERE true${upsert}`;
}

/** Every content table's rows, read in one batch (one consistent snapshot of this database). */
async function readContent(source: D1Database) {
  const results = await source.batch<Record<string, unknown>>(
    CONTENT.map(({ table }) =>
      source.prepare(
        `SELECT ${columnsOf(table).map(quote).join(", ")} FROM ${quote(getTableName(table))} ORDER BY "id"`,
      ),
    ),
  );
  return CONTENT.map(({ table }, index) => {
    const columns = columnsOf(table);
    return results[index]!.results.map((row) => columns.map((name) => row[name]));
  });
}

/**
 * Copies the content from `source` to `target` as ONE batch (one transaction on the target: all of
 * it, or nothing). Running it twice leaves the same rows; a row deleted here is deleted there.
 */
export async function syncToProduction(
  source: D1Database,
  target: D1Database,
): Promise<ProductionSyncCounts> {
  const rows = await readContent(source);
  const statements: D1PreparedStatement[] = [];
  // Children first: what is replaced goes before the rows it references are touched.
  for (const { table, inPlace } of [...CONTENT].reverse()) {
    if (!inPlace) statements.push(target.prepare(`DELETE FROM ${quote(getTableName(table))}`));
  }
  CONTENT.forEach(({ table, inPlace }, index) => {
    if (!inPlace) return;
    const ids = JSON.stringify(rows[index]!.map((row) => row[columnsOf(table).indexOf("id")]));
    statements.push(
      target
        .prepare(
          `DELETE FROM ${quote(getTableName(table))} WHERE "id" NOT IN (SELECT value FROM json_each(?1))`,
        )
        .bind(ids),
    );
  });
  CONTENT.forEach(({ table, inPlace, userColumns }, index) => {
    const sql = insertStatement(table, inPlace === true, userColumns);
    for (const chunk of chunks(rows[index]!)) statements.push(target.prepare(sql).bind(chunk));
  });
  await target.batch(statements);
  const count = (table: SQLiteTable) => rows[CONTENT.findIndex((entry) => entry.table === table)]!.length;
  return Object.fromEntries(
    Object.entries(COUNTED).map(([name, table]) => [name, count(table)]),
  ) as ProductionSyncCounts;
}

/** How many rows of each kind the next sync would copy. */
export async function contentCounts(db: D1Database): Promise<ProductionSyncCounts> {
  const selects = Object.entries(COUNTED)
    .map(([name, table]) => `(SELECT count(*) FROM ${quote(getTableName(table))}) AS ${quote(name)}`)
    .join(", ");
  return (await db.prepare(`SELECT ${selects}`).first<ProductionSyncCounts>())!;
}
