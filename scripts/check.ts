// npm run check: typecheck, lint, a deploy dry run, and the Worker bundle's gzip size against the plan limit.
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { wranglerEnv } from "./wrangler-env";

/** Cloudflare's Worker size limit on the free plan (compressed). */
const BUDGET_BYTES = 3 * 1024 * 1024;
const OUT_DIR = "dist/worker";

function run(label: string, args: string[]) {
  console.log(`\n▶ ${label}`);
  const result = spawnSync("npm", args, { stdio: "inherit", env: wranglerEnv });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

run("Typecheck", ["run", "typecheck"]);
run("Lint", ["run", "lint"]);
run("Client build", ["run", "build", "--", "--logLevel", "warn"]);
run("wrangler deploy --dry-run", ["exec", "--", "wrangler", "deploy", "--dry-run", "--outdir", OUT_DIR]);

const modules = files(OUT_DIR).filter((path) => /\.(m?js|wasm)$/.test(path));
const raw = modules.reduce((sum, path) => sum + statSync(path).size, 0);
const gzip = modules.reduce((sum, path) => sum + gzipSync(readFileSync(path)).length, 0);
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
console.log(`\nWorker bundle: ${kib(raw)} raw, ${kib(gzip)} gzip (budget ${kib(BUDGET_BYTES)} gzip)`);
if (gzip > BUDGET_BYTES) {
  console.error("✖ The Worker bundle is over the free plan's size limit.");
  process.exit(1);
}
