/**
 * Seeds the local D1 database that `wrangler dev` uses if it is empty; on a seeded one, adds the UI
 * strings this version uses that it lacks (see addMissingUiStrings).
 *
 *   npx tsx seed/run.ts [--persist-to DIR]
 *
 * Apply the migrations first (`npx wrangler d1 migrations apply DB --local [--persist-to DIR]`).
 * Without --persist-to this is wrangler's default store, .wrangler/state/v3 next to wrangler.toml;
 * with `--persist-to DIR` (the same flag wrangler takes) it is DIR/v3, where wrangler puts it too.
 *
 * It writes straight into the SQLite file behind the local binding (libSQL), as the scale seed does,
 * before the site starts. Not through wrangler's platform proxy: every method call on its D1 binding
 * first asks workerd about the method with a blocking request, which on a loaded machine now and
 * then comes back without its answer (miniflare's assertion "false == true"), failing the seed.
 */
import { createClient } from "@libsql/client";
import { drizzle } from "drizzle-orm/libsql";
import { localD1File } from "#scripts/local-d1-file";
import { schema } from "#worker/lib/db";
import {
  addMissingEmailTemplates,
  addMissingUiStrings,
  isDatabaseEmpty,
  seedDatabase,
} from "./seed-database";

function persistToArg(argv: string[]): string | undefined {
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? "";
    if (arg === "--persist-to") {
      const dir = argv[i + 1];
      if (!dir) throw new Error("--persist-to needs a directory");
      return dir;
    }
    if (arg.startsWith("--persist-to=")) return arg.slice("--persist-to=".length);
    throw new Error(`Unknown argument '${arg}'. Usage: tsx seed/run.ts [--persist-to DIR]`);
  }
  return undefined;
}

async function main(): Promise<void> {
  const path = localD1File(persistToArg(process.argv.slice(2)), "DB");
  const client = createClient({ url: `file:${path}` });
  try {
    const db = drizzle(client, { schema });
    if (!(await isDatabaseEmpty(db))) {
      const added = await addMissingUiStrings(db);
      const templates = await addMissingEmailTemplates(db);
      console.log(
        `Database at ${path} already seeded; added for this version: UI strings ${added}, e-mail templates ${templates}.`,
      );
      return;
    }
    const counts = await seedDatabase(db, { payoutKey: process.env.PAYOUT_ENCRYPTION_KEY });
    const summary = Object.entries(counts)
      .map(([kind, n]) => `${kind} ${n}`)
      .join(", ");
    console.log(`Seeded the database at ${path}: ${summary}.`);
  } finally {
    client.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
