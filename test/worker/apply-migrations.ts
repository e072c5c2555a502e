import { applyD1Migrations, env } from "cloudflare:test";

await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
// wrangler.toml's second database, the target of Production Sync (test/worker/production-sync.test.ts).
if (env.PROD_DB) await applyD1Migrations(env.PROD_DB, env.TEST_MIGRATIONS);
