// npm start: build the client, apply D1 migrations locally, seed an empty database, run the Worker.
import { spawn, spawnSync } from "node:child_process";
import { persistArgs, wranglerEnv } from "./wrangler-env";

const port = process.env.PORT ?? "8787";

/** Settings a developer (or the browser tests) may give `npm start` through its environment. */
const PASSED_TO_WORKER = [
  "ENVIRONMENT",
  "SESSION_SECRET",
  "OIDC_ISSUER",
  "OIDC_CLIENT_ID",
  "OIDC_CLIENT_SECRET",
  "ADMIN_EMAIL",
  "PAYOUT_ENCRYPTION_KEY",
  "MAIL_TRANSPORT",
  "MAIL_FROM",
  "MAIL_HTTP_URL",
  "MAIL_HTTP_KEY",
];
const workerVars = PASSED_TO_WORKER.flatMap((name) =>
  process.env[name] ? ["--var", `${name}:${process.env[name]}`] : [],
);
const bin = (name: string) => `node_modules/.bin/${name}`;

function step(label: string, command: string, args: string[]) {
  console.log(`\n▶ ${label}`);
  const result = spawnSync(command, args, { stdio: "inherit", env: wranglerEnv });
  if (result.status !== 0) {
    console.error(`✖ ${label} failed`);
    process.exit(result.status ?? 1);
  }
}

step("Building the client bundle", bin("vite"), ["build", "--logLevel", "warn"]);
step("Applying D1 migrations (local)", bin("wrangler"), [
  "d1",
  "migrations",
  "apply",
  "DB",
  "--local",
  ...persistArgs(),
]);
step("Seeding demo content (only into an empty database)", bin("tsx"), ["seed/run.ts", ...persistArgs()]);

console.log(
  `\n▶ Starting the site on http://localhost:${port} (cron: curl "http://localhost:${port}/__scheduled?cron=0+0+1+*+*")`,
);
const dev = spawn(
  bin("wrangler"),
  ["dev", "--test-scheduled", "--port", port, "--ip", "127.0.0.1", ...persistArgs(), ...workerVars],
  { stdio: "inherit", env: wranglerEnv },
);
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => dev.kill(signal as NodeJS.Signals));
dev.on("exit", (code) => process.exit(code ?? 0));
