// npm test: builds the client, then runs the worker (workerd + D1) and node (libSQL) suites, then the browser suite.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, rmSync } from "node:fs";
import { relative } from "node:path";
import { findChromium } from "./chromium";
import { wranglerEnv } from "./wrangler-env";

const chromium = findChromium();
if (!chromium && process.env.CI) {
  console.error("✖ CI must run the browser tests, but no Chromium was found (apt-get install -y chromium).");
  process.exit(1);
}
if (!chromium) {
  console.warn(
    "\n" +
      "!".repeat(78) +
      "\n!!  BROWSER TESTS SKIPPED: no Chromium found (install Debian's `chromium` or set CHROME_PATH).\n" +
      "!".repeat(78) +
      "\n",
  );
}

// React's production build, as `npm start` makes it: the browser suite's site serves this one.
const build = spawnSync("node_modules/.bin/vite", ["build", "--logLevel", "warn"], {
  stdio: "inherit",
  env: { ...process.env, NODE_ENV: "production" },
});
if (build.status !== 0) process.exit(build.status ?? 1);

/**
 * The browser suite runs after the others, not beside them: on a 2-core machine the HTTP fuzzer's
 * load left the browser or the local site stalled past a 30 s wait now and then.
 */
const runs = [["worker", "node"], ...(chromium ? [["e2e"]] : [])];
const extra = process.argv.slice(2);
type Report = {
  numTotalTests: number;
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  testResults: {
    name: string;
    status: string;
    message: string;
    assertionResults: { fullName: string; status: string; failureMessages: string[] }[];
  }[];
};

/** A failure's message without its stack: up to six lines (a property's seed and counterexample among them). */
function headOf(text = "") {
  const lines = text.split("\n").filter((line) => line.trim() !== "");
  const stack = lines.findIndex((line) => /^\s+at /.test(line));
  return lines
    .slice(0, Math.min(6, stack === -1 ? lines.length : stack))
    .map((line) => (line.length > 400 ? `${line.slice(0, 400)}…` : line))
    .join("\n    ");
}
const totals = { total: 0, passed: 0, failed: 0, skipped: 0 };
/** Named again at the very end: CI keeps only the tail of a long run's output. */
const failures: string[] = [];
let failed = false;
for (const [index, projects] of runs.entries()) {
  const report = `dist/test-report-${index + 1}.json`;
  rmSync(report, { force: true });
  const run = spawnSync(
    "node_modules/.bin/vitest",
    [
      "run",
      ...projects.map((p) => `--project=${p}`),
      "--reporter=default",
      "--reporter=json",
      `--outputFile.json=${report}`,
      // A filter (`npm test -- test/unit`) may match files of one run only; no test at all fails below.
      ...(extra.length ? ["--passWithNoTests"] : []),
      ...extra,
    ],
    // CLIENT_BUILT: the browser suite's `npm start` serves the bundle built above instead of building it again.
    { stdio: "inherit", env: { ...wranglerEnv, CLIENT_BUILT: "1" } },
  );
  failed ||= run.status !== 0;
  if (!existsSync(report)) continue;
  const counts = JSON.parse(readFileSync(report, "utf8")) as Report;
  totals.total += counts.numTotalTests;
  totals.passed += counts.numPassedTests;
  totals.failed += counts.numFailedTests;
  totals.skipped += counts.numPendingTests;
  for (const file of counts.testResults) {
    const path = relative(process.cwd(), file.name);
    const tests = file.assertionResults.filter((t) => t.status === "failed");
    for (const test of tests)
      failures.push(`✖ ${path} › ${test.fullName}\n    ${headOf(test.failureMessages[0])}`);
    if (file.status === "failed" && !tests.length) failures.push(`✖ ${path}\n    ${headOf(file.message)}`);
  }
}

if (failures.length) console.error(`\nFailed:\n${failures.join("\n")}`);

console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
if (totals.total === 0) console.error("✖ No test ran.");
process.exit(failed || totals.total === 0 ? 1 : 0);
