import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { inject } from "vitest";
import { wranglerEnv } from "#scripts/wrangler-env";

/**
 * Runs SQL on a running site's local D1 database (the browser tests' site unless another state
 * directory is named), as `wrangler d1 execute --local` does: for rows no page or API can write
 * yet, such as approved reviews. Returns each statement's rows.
 */
export async function siteSql(sql: string, stateDir = inject("stateDir")): Promise<unknown[][]> {
  const { stdout } = await promisify(execFile)(
    "node_modules/.bin/wrangler",
    ["d1", "execute", "DB", "--local", "--persist-to", stateDir, "--json", "--command", sql],
    { env: wranglerEnv },
  );
  return (JSON.parse(stdout) as { results: unknown[] }[]).map((statement) => statement.results);
}

/** A text as an SQL string literal. */
export const sqlText = (text: string) => `'${text.replaceAll("'", "''")}'`;
