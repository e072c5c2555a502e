// npm start: build the client, apply D1 migrations locally, seed an empty database, and run the
// Worker as production builds it (React's production mode, minified). `npm run dev` (--dev) instead
// keeps React's development checks and rebuilds the client and the Worker on every change.
import { spawn, spawnSync } from "node:child_process";
import { workerVarArgs } from "./worker-vars";
import { persistArgs, wranglerEnv } from "./wrangler-env";

const port = process.env.PORT ?? "8787";
const development = process.argv.includes("--dev");
/** What `wrangler deploy` does to the Worker bundle; `wrangler dev` alone would keep React's dev build. */
const PRODUCTION_BUNDLE = ["--minify", "--define", 'process.env.NODE_ENV:"production"'];

const workerVars = workerVarArgs(process.env, port);
/**
 * Vite honours NODE_ENV over its mode, and a caller may have set it (vitest sets `test`), so it is
 * named here: React's production build for `npm start`, its development build for `npm run dev`.
 */
const buildEnv = { ...wranglerEnv, NODE_ENV: development ? "development" : "production" };
const bin = (name: string) => `node_modules/.bin/${name}`;

function step(label: string, command: string, args: string[], env: NodeJS.ProcessEnv = wranglerEnv) {
  console.log(`\n▶ ${label}`);
  const result = spawnSync(command, args, { stdio: "inherit", env });
  if (result.status !== 0) {
    console.error(`✖ ${label} failed`);
    process.exit(result.status ?? 1);
  }
}

const clientBuild = ["build", "--logLevel", "warn", ...(development ? ["--mode", "development"] : [])];
// --no-build serves the client bundle already in dist/: a second site beside a running one (a
// rebuild would empty dist/ under the first, which then answers 503 until restarted).
if (!process.argv.includes("--no-build"))
  step("Building the client bundle", bin("vite"), clientBuild, buildEnv);
// DB is the site's; PROD_DB the second local database that Production Sync copies the content to.
for (const binding of ["DB", "PROD_DB"]) {
  step(`Applying D1 migrations to ${binding} (local)`, bin("wrangler"), [
    "d1",
    "migrations",
    "apply",
    binding,
    "--local",
    ...persistArgs(),
  ]);
}
step("Seeding demo content (into an empty database; else only UI strings it lacks)", bin("tsx"), [
  "seed/run.ts",
  ...persistArgs(),
]);

console.log(
  `\n▶ Starting the site (${development ? "development build, watching" : "production build"}) on http://localhost:${port} (cron: curl "http://localhost:${port}/__scheduled?cron=0+0+*+*+*")`,
);
const children = [
  spawn(
    bin("wrangler"),
    [
      "dev",
      "--test-scheduled",
      "--port",
      port,
      "--ip",
      "127.0.0.1",
      ...(development ? [] : PRODUCTION_BUNDLE),
      ...persistArgs(),
      ...workerVars,
    ],
    { stdio: "inherit", env: wranglerEnv },
  ),
  ...(development
    ? [
        spawn(bin("vite"), [...clientBuild, "--watch", "--emptyOutDir=false"], {
          stdio: "inherit",
          env: buildEnv,
        }),
      ]
    : []),
];
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => children.forEach((child) => child.kill(signal as NodeJS.Signals)));
}
for (const child of children) child.on("exit", (code) => process.exit(code ?? 0));
