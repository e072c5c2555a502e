import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

async function waitUntilServing(url: string, log: () => string, deadline: number) {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The site did not answer at ${url} in time. Output of npm start:\n${log()}`);
}

/** Starts the site exactly as a user does (`npm start`), on a free port and a throwaway database. */
export default async function setup(project: TestProject) {
  const port = await freePort();
  const stateDir = mkdtempSync(join(tmpdir(), "site-e2e-"));
  let output = "";
  const server = spawn("npm", ["start"], {
    env: { ...process.env, PORT: String(port), STATE_DIR: stateDir },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  server.stdout.on("data", (chunk) => (output += chunk));
  server.stderr.on("data", (chunk) => (output += chunk));

  const baseUrl = `http://127.0.0.1:${port}`;
  await waitUntilServing(`${baseUrl}/api/providers`, () => output, Date.now() + 170_000);
  project.provide("baseUrl", baseUrl);

  return () => {
    if (server.pid) process.kill(-server.pid, "SIGTERM");
    rmSync(stateDir, { recursive: true, force: true });
  };
}
