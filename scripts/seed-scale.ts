/**
 * npm run seed:scale: fills the local database that `npm start` uses (STATE_DIR, as there) up to 200
 * providers, 2,000 promotions, 20,000 users, 100,000 reviews and 300,000 votes, for measuring the
 * site at scale. Run it with the site stopped: it applies the migrations and the demo seed as
 * `npm start` does, then writes the generated rows straight into the D1 SQLite file in one
 * transaction (the Worker's D1 binding caps statements at 100 parameters; this takes seconds).
 * A second run finds the generated providers and writes nothing.
 */
import { spawnSync } from "node:child_process";
import { createClient } from "@libsql/client";
import { count, getTableColumns, like } from "drizzle-orm";
import { drizzle, type LibSQLDatabase } from "drizzle-orm/libsql";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import { promotions, promotionsI18n } from "#schema/promotions";
import { providers, providersI18n } from "#schema/providers";
import { reviews, reviewVotes } from "#schema/reviews";
import { users } from "#schema/users";
import { schema } from "#worker/lib/db";
import {
  generator,
  promotionRows,
  providerRows,
  reviewRows,
  SCALE_DOMAIN,
  userRows,
  voteRows,
} from "../seed/scale/rows";
import { localD1File } from "./local-d1-file";
import { persistArgs, wranglerEnv } from "./wrangler-env";

const SCALE_TARGETS = {
  providers: 200,
  promotions: 2_000,
  users: 20_000,
  reviews: 100_000,
  reviewVotes: 300_000,
} as const;

type Db = LibSQLDatabase<typeof schema>;

function step(label: string, command: string, args: string[]) {
  console.log(`▶ ${label}`);
  const result = spawnSync(command, args, { stdio: "inherit", env: wranglerEnv });
  if (result.status !== 0) throw new Error(`${label} failed`);
}

/** SQLite binds up to 32,766 parameters per statement: as many rows per INSERT as fit. */
async function insertAll<T extends SQLiteTable>(db: Db, table: T, rows: T["$inferInsert"][]) {
  const size = Math.floor(30_000 / Object.keys(getTableColumns(table)).length);
  for (let i = 0; i < rows.length; i += size) await db.insert(table).values(rows.slice(i, i + size));
}

const rowsIn = async (db: Db, table: SQLiteTable) => (await db.select({ n: count() }).from(table))[0]!.n;

async function counts(db: Db) {
  return {
    providers: await rowsIn(db, providers),
    promotions: await rowsIn(db, promotions),
    users: await rowsIn(db, users),
    reviews: await rowsIn(db, reviews),
    reviewVotes: await rowsIn(db, reviewVotes),
  };
}

async function load(db: Db, today: Date) {
  const have = await counts(db);
  const missing = (kind: keyof typeof SCALE_TARGETS) => Math.max(0, SCALE_TARGETS[kind] - have[kind]);
  const random = generator(20_240_601);
  const catalog = providerRows(missing("providers"), today, random);
  const existing = (await db.select({ id: providers.id, active: providers.active }).from(providers)).filter(
    (p) => p.active,
  );
  const activeIds = [
    ...existing.map((p) => p.id),
    ...catalog.providers.filter((p) => p.active).map((p) => p.id!),
  ];
  const offers = promotionRows(missing("promotions"), activeIds, today, random);
  const people = userRows(missing("users"), today, random);
  const written = reviewRows(missing("reviews"), people, activeIds, today, random);
  const votes = voteRows(
    missing("reviewVotes"),
    written,
    people.map((u) => u.id!),
    today,
    random,
  );
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await insertAll(t, providers, catalog.providers);
    await insertAll(t, providersI18n, catalog.translations);
    await insertAll(t, promotions, offers.promotions);
    await insertAll(t, promotionsI18n, offers.translations);
    await insertAll(t, users, people);
    await insertAll(t, reviews, written);
    await insertAll(t, reviewVotes, votes);
  });
}

async function main() {
  step("Applying D1 migrations to DB (local)", "node_modules/.bin/wrangler", [
    "d1",
    "migrations",
    "apply",
    "DB",
    "--local",
    ...persistArgs(),
  ]);
  step("Seeding demo content (if empty)", "node_modules/.bin/tsx", ["seed/run.ts", ...persistArgs()]);
  const file = localD1File(process.env.STATE_DIR, "DB");
  const client = createClient({ url: `file:${file}` });
  const db = drizzle(client, { schema });
  try {
    // Random UUID keys land all over each index: a cache that holds them spares most of the I/O.
    await client.execute("PRAGMA cache_size = -262144");
    const [loaded] = await db
      .select({ n: count() })
      .from(providers)
      .where(like(providers.domain, `%.${SCALE_DOMAIN}`));
    if (loaded!.n > 0) {
      console.log(`Scale data is already in ${file}; nothing written.`, await counts(db));
      return;
    }
    const started = performance.now();
    await load(db, new Date());
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`Loaded the scale data into ${file} in ${seconds} s:`, await counts(db));
  } finally {
    client.close();
  }
}

main().catch((error: unknown) => {
  // drizzle's message repeats the whole statement and its values: the cause says what went wrong.
  const reason = error instanceof Error ? ((error.cause as Error | undefined) ?? error) : error;
  console.error(reason instanceof Error ? reason.message : reason);
  process.exitCode = 1;
});
