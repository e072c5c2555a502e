/**
 * Seeds the local D1 database that `wrangler dev` uses if it is empty; on a seeded one, adds the UI
 * strings this version uses that it lacks (see addMissingUiStrings).
 *
 *   npx tsx seed/run.ts [--persist-to DIR]
 *
 * Apply the migrations first (`npx wrangler d1 migrations apply DB --local [--persist-to DIR]`).
 * Without --persist-to this is wrangler's default store, .wrangler/state/v3 next to wrangler.toml;
 * with `--persist-to DIR` (the same flag wrangler takes) it is DIR/v3, where wrangler puts it too.
 */
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { drizzle } from "drizzle-orm/d1";
import { getPlatformProxy } from "wrangler";
import { schema } from "#worker/lib/db";
import {
  addMissingEmailTemplates,
  addMissingUiStrings,
  isDatabaseEmpty,
  seedDatabase,
} from "./seed-database";

// The same offline switches the npm scripts set for every wrangler call.
process.env.WRANGLER_SEND_METRICS ??= "false";
process.env.CLOUDFLARE_CF_FETCH_ENABLED ??= "false";
process.env.WRANGLER_HIDE_BANNER ??= "true";

const projectDir = fileURLToPath(new URL("..", import.meta.url));

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

/** Where wrangler keeps local state: `--persist-to DIR` resolves against the working directory, as wrangler does. */
export function persistPath(persistTo: string | undefined): string {
  return persistTo ? resolve(process.cwd(), persistTo, "v3") : resolve(projectDir, ".wrangler/state/v3");
}

async function main(): Promise<void> {
  const path = persistPath(persistToArg(process.argv.slice(2)));
  const proxy = await getPlatformProxy<{ DB: D1Database }>({
    configPath: resolve(projectDir, "wrangler.toml"),
    persist: { path },
    remoteBindings: false,
  });
  try {
    const db = drizzle(proxy.env.DB, { schema });
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
    await proxy.dispose();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
