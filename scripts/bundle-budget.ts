// The browser bundle's budget: what each route downloads on a first visit, from vite's manifest.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

const CLIENT_DIR = "dist/client";
const ENTRY = "web/entry-client.tsx";
/** Route components are split into `web/routes/**\/*.lazy.tsx`, one chunk each. */
const ROUTE_CHUNK = /^web\/routes\/(.+)\.lazy\.tsx$/;
/**
 * The public site is every page with language variants; /profile, /admin-fix and the back office are
 * personal (signed in, noindex): listed, not held to the public budget.
 */
const PRIVATE_ROUTE = /^(admin\/|admin-fix$|profile$)/;
export const JS_BUDGET_BYTES = 120 * 1024;
export const CSS_BUDGET_BYTES = 20 * 1024;
/** drizzle-orm names its entities `drizzle:...`: a table module reached the browser. */
const DRIZZLE_MARKER = "drizzle:";

type Chunk = { file: string; imports?: string[]; css?: string[]; isDynamicEntry?: boolean };
export type Manifest = Record<string, Chunk>;

export type RouteLoad = { route: string; js: number; css: number; public: boolean };

const gzipSize = (file: string) => gzipSync(readFileSync(join(CLIENT_DIR, file))).length;

/** A chunk and everything it imports statically: what must arrive before it runs. */
function closure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) closure(manifest, imported, seen);
  return seen;
}

export function firstLoads(manifest: Manifest, sizeOf: (file: string) => number = gzipSize): RouteLoad[] {
  if (!manifest[ENTRY]) throw new Error(`${ENTRY} is missing from the client build manifest`);
  const entry = closure(manifest, ENTRY);
  return Object.keys(manifest).flatMap((key) => {
    const route = ROUTE_CHUNK.exec(key)?.[1];
    if (!route) return [];
    const chunks = [...closure(manifest, key, new Set(entry))].map((k) => manifest[k]!);
    const js = new Set(chunks.map((chunk) => chunk.file));
    const css = new Set(chunks.flatMap((chunk) => chunk.css ?? []));
    const sum = (files: Set<string>) => [...files].reduce((total, file) => total + sizeOf(file), 0);
    return [{ route, js: sum(js), css: sum(css), public: !PRIVATE_ROUTE.test(route) }];
  });
}

/** Built JavaScript files that carry drizzle code. */
export function drizzleLeaks(dir = join(CLIENT_DIR, "assets")): string[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith(".js") && readFileSync(join(dir, name), "utf8").includes(DRIZZLE_MARKER))
    .map((name) => join(dir, name));
}

export function readManifest(): Manifest {
  return JSON.parse(readFileSync(join(CLIENT_DIR, ".vite/manifest.json"), "utf8")) as Manifest;
}
