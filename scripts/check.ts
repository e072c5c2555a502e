// npm run check: typecheck, lint, unused files, exports and dependencies (knip), the client build with each route's first-load size against its
// budget, a deploy dry run, and the Worker bundle's gzip size against its budget.
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import {
  CSS_BUDGET_BYTES,
  documentLoads,
  drizzleLeaks,
  firstLoads,
  readManifest,
  stylesheetSize,
} from "./bundle-budget";
import { wranglerEnv } from "./wrangler-env";

/** The Worker bundle's budget (compressed): a third of the free plan's 3 MB limit, for fast cold starts. */
const BUDGET_BYTES = 1024 * 1024;
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
run("Unused files, exports and dependencies (knip)", ["exec", "--", "knip"]);
run("Client build", ["run", "build", "--", "--logLevel", "warn"]);

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const manifest = readManifest();
console.log("\nThe single-page app's first load per route (gzip; signed-in pages, held to no budget):");
console.table(
  Object.fromEntries(
    firstLoads(manifest).map(({ route, js, css }) => [route, { JS: kib(js), CSS: kib(css) }]),
  ),
);
const stylesheet = stylesheetSize(manifest);
console.log(`\nThe stylesheet every page loads: ${kib(stylesheet)} (budget ${kib(CSS_BUDGET_BYTES)}).`);
const documents = documentLoads(readManifest("islands-manifest"));
console.log("\nA document page's first load (gzip), by what has run:");
console.table(
  Object.fromEntries(
    documents.map(({ what, js, budget }) => [
      what,
      { JS: kib(js), budget: budget === undefined ? "the page's (browser tests)" : kib(budget) },
    ]),
  ),
);
const over = [
  ...(stylesheet > CSS_BUDGET_BYTES ? ["the stylesheet"] : []),
  ...documents.filter((load) => load.budget !== undefined && load.js > load.budget).map((load) => load.what),
];
if (over.length > 0) {
  console.error(`✖ Over the first-load budget: ${over.join(", ")}`);
  process.exit(1);
}
const leaks = drizzleLeaks();
if (leaks.length > 0) {
  console.error(`✖ drizzle code reached the browser bundle: ${leaks.join(", ")}`);
  process.exit(1);
}
run("wrangler deploy --dry-run", ["exec", "--", "wrangler", "deploy", "--dry-run", "--outdir", OUT_DIR]);

const modules = files(OUT_DIR).filter((path) => /\.(m?js|wasm)$/.test(path));
const raw = modules.reduce((sum, path) => sum + statSync(path).size, 0);
const gzip = modules.reduce((sum, path) => sum + gzipSync(readFileSync(path)).length, 0);
console.log(`\nWorker bundle: ${kib(raw)} raw, ${kib(gzip)} gzip (budget ${kib(BUDGET_BYTES)} gzip)`);
if (gzip > BUDGET_BYTES) {
  console.error("✖ The Worker bundle is over its budget.");
  process.exit(1);
}
