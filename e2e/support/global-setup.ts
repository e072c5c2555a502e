import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { startIdentityProvider } from "./identity-provider";
import { freePort, spawnServer, waitUntilServing } from "./serve";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    /** The loopback OpenID Provider the site signs in with (oidc-provider). */
    issuer: string;
    /** Where the site keeps its throwaway database (`--persist-to`), for tests that arrange data. */
    stateDir: string;
  }
}

/**
 * Starts the site exactly as a user does (`npm start`), on a free port and a throwaway database,
 * signing in against a loopback identity provider (which needs the site's address first). Under
 * `npm test`, which has just built the client (CLIENT_BUILT), the site serves that build.
 */
export default async function setup(project: TestProject) {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const identityProvider = await startIdentityProvider(baseUrl);
  const stateDir = mkdtempSync(join(tmpdir(), "site-e2e-"));
  const startArgs = process.env.CLIENT_BUILT ? ["start", "--", "--no-build"] : ["start"];
  const server = spawnServer("npm", startArgs, {
    ...process.env,
    PORT: String(port),
    STATE_DIR: stateDir,
    // The address the browser uses: the sign-in callback and mailed links must come back to it.
    SITE_URL: baseUrl,
    OIDC_ISSUER: identityProvider.issuer,
    OIDC_CLIENT_ID: identityProvider.clientId,
    OIDC_CLIENT_SECRET: identityProvider.clientSecret,
  });
  const stop = async () => {
    server.stop();
    await identityProvider.close();
    rmSync(stateDir, { recursive: true, force: true });
  };
  try {
    await waitUntilServing(`${baseUrl}/api/providers`, server.output, Date.now() + 170_000);
  } catch (error) {
    await stop();
    throw error;
  }
  project.provide("baseUrl", baseUrl);
  project.provide("issuer", identityProvider.issuer);
  project.provide("stateDir", stateDir);
  return stop;
}
