/**
 * Inserts the demo content through drizzle (no raw SQL). Every row is its own INSERT: D1 binds at
 * most 100 parameters per statement, and a provider row alone has about 50. The statements go out
 * in a few `db.batch()` groups, each one transaction on D1 and on libSQL alike (D1 has no
 * interactive transactions). If a group fails, the groups already committed are deleted again, so
 * a failed seed leaves the database empty and the next start seeds it afresh.
 */
import { emailTemplates, uiStrings } from "#schema/content";
import { providers } from "#schema/providers";
import { DEV_PAYOUT_KEY } from "#worker/lib/config";
import { importPayoutKey } from "#worker/lib/crypto";
import type { Db } from "#worker/lib/db";
import { sealDetails } from "#worker/services/payment-methods";
import { recomputeScores } from "#worker/services/provider-scores";
import { contestMonthOf, monthStart, shiftMonth } from "#schema/cyprus-time";
import { seedGroups, type Group } from "./groups";
import { buildSeedRows, emailTemplateRows, uiStringRows, type SeedRows } from "./rows/seed-rows";

export type SeedDb = Db;

export interface SeedOptions {
  /** The moment every relative date (promotions, reviews, licences...) is computed from. Default: now. */
  today?: Date;
  /** The key the Worker decrypts payout details with. Default: the local development key. */
  payoutKey?: string;
}

/** Rows written, per kind. */
export type SeedCounts = { [K in keyof SeedRows]: number };

/** True when the database holds neither providers nor UI strings, i.e. has never been seeded. */
export async function isDatabaseEmpty(db: SeedDb): Promise<boolean> {
  const [provider] = await db.select({ id: providers.id }).from(providers).limit(1);
  const [uiString] = await db.select({ id: uiStrings.id }).from(uiStrings).limit(1);
  return !provider && !uiString;
}

/**
 * On a database seeded by an older version: adds the UI strings this version uses that it lacks,
 * and leaves every existing text alone (an admin may have edited it). Returns how many it added.
 */
export async function addMissingUiStrings(db: SeedDb): Promise<number> {
  const known = new Set((await db.select({ key: uiStrings.key }).from(uiStrings)).map((row) => row.key));
  const missing = uiStringRows().filter((row) => !known.has(row.key));
  await runBatch(
    db,
    missing.map((row) => db.insert(uiStrings).values(row).onConflictDoNothing({ target: uiStrings.key })),
  );
  return missing.length;
}

/**
 * Likewise for e-mail templates: adds the (name, language) pairs a newer version sends (e.g. the
 * newsletter's confirmation), leaving existing templates as an admin may have edited them.
 */
export async function addMissingEmailTemplates(db: SeedDb): Promise<number> {
  const known = new Set(
    (await db.select({ name: emailTemplates.name, locale: emailTemplates.locale }).from(emailTemplates)).map(
      (row) => `${row.name}:${row.locale}`,
    ),
  );
  const missing = emailTemplateRows().filter((row) => !known.has(`${row.name}:${row.locale}`));
  await runBatch(
    db,
    missing.map((row) => db.insert(emailTemplates).values(row).onConflictDoNothing()),
  );
  return missing.length;
}

async function runBatch(db: SeedDb, statements: Group["statements"]): Promise<void> {
  const [first, ...rest] = statements;
  if (first) await db.batch([first, ...rest]);
}

/**
 * Seeds the demo content and returns how many rows of each kind it wrote. It does not check for an
 * empty database itself (callers ask isDatabaseEmpty first); on a seeded database the unique keys
 * make the first group fail, and nothing is written or deleted.
 */
export async function seedDatabase(db: SeedDb, options: SeedOptions = {}): Promise<SeedCounts> {
  const today = options.today ?? new Date();
  const rows = buildSeedRows(today);
  const key = await importPayoutKey(options.payoutKey ?? DEV_PAYOUT_KEY);
  rows.paymentMethods = await Promise.all(
    rows.paymentMethods.map(async (row) => ({
      ...row,
      details: await sealDetails(key, row.userId, row.details),
    })),
  );
  const groups = seedGroups(db, rows);
  const committed: Group[] = [];
  for (const group of groups) {
    try {
      await runBatch(db, group.statements);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      if (committed.length > 0) {
        // Undo in reverse order: later groups hold the children of earlier ones.
        await runBatch(
          db,
          committed.reverse().flatMap((g) => g.undo()),
        );
      }
      throw new Error(`Seeding ${group.name} failed; nothing was kept. ${reason}`, { cause: error });
    }
    committed.push(group);
  }
  await seedScores(db, today);
  return Object.fromEntries(Object.entries(rows).map(([kind, list]) => [kind, list.length])) as SeedCounts;
}

/** Months of score history the demo shows before the current one. */
const HISTORY_MONTHS = 5;

/**
 * Every provider's score and its history: each past month as the method scores the seeded facts at
 * that month's end (licences were younger, terms' checks older or newer), then this month's.
 */
async function seedScores(db: SeedDb, today: Date): Promise<void> {
  const month = contestMonthOf(today);
  for (let back = HISTORY_MONTHS; back >= 1; back--) {
    const monthEnd = new Date(monthStart(shiftMonth(month, 1 - back)).getTime() - 1);
    await recomputeScores(db, "all", monthEnd, { history: true });
  }
  await recomputeScores(db, "all", today, { history: true });
}
