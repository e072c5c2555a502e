import { spawn } from "node:child_process";
import { createServer } from "node:net";

/** A port nothing listens on right now. */
export function freePort(): Promise<number> {
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

/** Resolves once `url` answers 200; fails with the server's output after `deadline`. */
export async function waitUntilServing(url: string, log: () => string, deadline: number) {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The site did not answer at ${url} in time. Its output:\n${log()}`);
}

/**
 * A server process (npm start, wrangler dev) in a process group of its own, so `stop` ends it with
 * everything it started; its output is kept for the error when it never answers.
 */
export function spawnServer(command: string, args: string[], env: NodeJS.ProcessEnv) {
  const server = spawn(command, args, { env, stdio: ["ignore", "pipe", "pipe"], detached: true });
  let output = "";
  server.stdout.on("data", (chunk) => (output += chunk));
  server.stderr.on("data", (chunk) => (output += chunk));
  return {
    output: () => output,
    stop: () => {
      try {
        if (server.pid) process.kill(-server.pid, "SIGTERM");
      } catch {
        // it has already ended
      }
    },
  };
}
