/**
 * The SQLite file behind a D1 binding of `wrangler dev --local`. Miniflare keeps each database as a
 * Durable Object named by its database_id, and names the file after that object's id (miniflare's
 * durableObjectNamespaceIdFromName, reproduced here); the file must already exist, i.e. the
 * migrations have been applied to it.
 */
import { createHash, createHmac } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";

const projectDir = fileURLToPath(new URL("..", import.meta.url));
const UNIQUE_KEY = "miniflare-D1DatabaseObject";

function objectId(name: string) {
  const key = createHash("sha256").update(UNIQUE_KEY).digest();
  const nameHmac = createHmac("sha256", key).update(name).digest().subarray(0, 16);
  const hmac = createHmac("sha256", key).update(nameHmac).digest().subarray(0, 16);
  return Buffer.concat([nameHmac, hmac]).toString("hex");
}

/** The database_id of a binding in wrangler.toml. */
function databaseId(binding: string) {
  const toml = readFileSync(resolve(projectDir, "wrangler.toml"), "utf8");
  const block = toml.split("[[d1_databases]]").find((part) => part.includes(`binding = "${binding}"`));
  const id = block?.match(/database_id = "([^"]+)"/)?.[1];
  if (!id) throw new Error(`No database_id for the D1 binding ${binding} in wrangler.toml`);
  return id;
}

/** STATE_DIR as `--persist-to` takes it (relative to the working directory), else wrangler's default. */
export function localD1File(stateDir: string | undefined, binding: string) {
  const root = stateDir ? resolve(process.cwd(), stateDir, "v3") : resolve(projectDir, ".wrangler/state/v3");
  const file = resolve(root, "d1", UNIQUE_KEY, `${objectId(databaseId(binding))}.sqlite`);
  if (!existsSync(file)) throw new Error(`No local D1 database at ${file}: apply the migrations first`);
  return file;
}
