// npm test: builds the client, then runs the worker (workerd + D1), node (libSQL) and browser suites.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, rmSync } from "node:fs";
import { findChromium } from "./chromium";
import { wranglerEnv } from "./wrangler-env";

const chromium = findChromium();
const projects = ["worker", "node"];
if (chromium) {
  projects.push("e2e");
} else if (process.env.CI) {
  console.error("✖ CI must run the browser tests, but no Chromium was found (apt-get install -y chromium).");
  process.exit(1);
} else {
  console.warn(
    "\n" +
      "!".repeat(78) +
      "\n!!  BROWSER TESTS SKIPPED: no Chromium found (install Debian's `chromium` or set CHROME_PATH).\n" +
      "!".repeat(78) +
      "\n",
  );
}

const build = spawnSync("node_modules/.bin/vite", ["build", "--logLevel", "warn"], { stdio: "inherit" });
if (build.status !== 0) process.exit(build.status ?? 1);

const report = "dist/test-report.json";
rmSync(report, { force: true });
const extra = process.argv.slice(2);
const run = spawnSync(
  "node_modules/.bin/vitest",
  [
    "run",
    ...projects.map((p) => `--project=${p}`),
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${report}`,
    ...extra,
  ],
  { stdio: "inherit", env: wranglerEnv },
);

if (existsSync(report)) {
  const { numPassedTests, numFailedTests, numPendingTests } = JSON.parse(readFileSync(report, "utf8"));
  console.log(`\n${numPassedTests} passed, ${numFailedTests} failed, ${numPendingTests} skipped`);
}
process.exit(run.status ?? 1);
