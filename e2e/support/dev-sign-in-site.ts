import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { workerVarArgs } from "#scripts/worker-vars";
import { wranglerEnv } from "#scripts/wrangler-env";
import { freePort, spawnServer, waitUntilServing } from "./serve";

export type Site = {
  baseUrl: string;
  stateDir: string;
  /** What the server has printed so far (the Worker's console too). */
  output: () => string;
  stop: () => Promise<void>;
};

const run = promisify(execFile);
const bin = (name: string) => `node_modules/.bin/${name}`;

/**
 * A second copy of the site as a developer runs it without an identity provider: its sign-in is
 * the built-in development page (any e-mail). The same steps as `npm start`, reusing the client
 * bundle the browser tests' own site has just built, on a port and database of its own.
 */
export async function startDevSignInSite(): Promise<Site> {
  const port = String(await freePort());
  const baseUrl = `http://127.0.0.1:${port}`;
  const stateDir = mkdtempSync(join(tmpdir(), "site-e2e-dev-"));
  const persist = ["--persist-to", stateDir];
  await run(bin("wrangler"), ["d1", "migrations", "apply", "DB", "--local", ...persist], {
    env: wranglerEnv,
  });
  await run(bin("tsx"), ["seed/run.ts", ...persist], { env: wranglerEnv });
  // Only what npm start passes, minus the identity provider: that is what makes the dev sign-in.
  const vars = workerVarArgs({ SITE_URL: baseUrl }, port);
  const server = spawnServer(
    bin("wrangler"),
    [
      "dev",
      "--test-scheduled",
      "--port",
      port,
      "--ip",
      "127.0.0.1",
      "--minify",
      "--define",
      'process.env.NODE_ENV:"production"',
      ...persist,
      ...vars,
    ],
    wranglerEnv,
  );
  const stop = async () => {
    server.stop();
    rmSync(stateDir, { recursive: true, force: true });
  };
  try {
    await waitUntilServing(`${baseUrl}/api/providers`, server.output, Date.now() + 120_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, stateDir, output: server.output, stop };
}
