// The browser bundle's budget: what each route downloads on a first visit, from vite's manifest.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

const CLIENT_DIR = "dist/client";
const ENTRY = "web/entry-client.tsx";
/**
 * The single-page app's routes (/profile, /admin-fix, the back office: signed in, noindex) are split
 * into `web/routes/**\/*.lazy.tsx`, one chunk each: listed for the record, held to no budget.
 */
const ROUTE_CHUNK = /^web\/routes\/(.+)\.lazy\.tsx$/;
/** Any public page: the JavaScript it downloads before the visitor does anything (gzip). */
const JS_BUDGET_BYTES = 90 * 1024;
/**
 * A public page whose first screen has no island that must run at load: the islands' boot script
 * is all it may download before the visitor does anything.
 */
export const QUIET_JS_BUDGET_BYTES = 10 * 1024;

/** The public pages whose first screen has no island that must run at load (paths without prefix). */
const QUIET_PAGES = new Set([
  "/",
  "/bonus",
  "/menu",
  "/faq",
  "/calculator",
  "/leaderboard",
  "/about",
  "/contact",
  "/terms",
  "/privacy",
  "/review-policy",
  "/transparency",
  "/self-check",
  "/score",
  "/break",
]);

/**
 * The JavaScript a public page (its path without the locale prefix) may download before the visitor
 * acts: the boot script alone on a quiet page (a provider's too; the calculator's form is the
 * server's HTML until the visitor reaches for it), the budget of any page elsewhere.
 */
export const jsBudgetOf = (path: string) =>
  QUIET_PAGES.has(path) || /^\/providers\/[^/]+$/.test(path) ? QUIET_JS_BUDGET_BYTES : JS_BUDGET_BYTES;
/** The stylesheet every page loads, public or not (gzip). */
export const CSS_BUDGET_BYTES = 20 * 1024;
/** drizzle-orm names its entities `drizzle:...`: a table module reached the browser. */
const DRIZZLE_MARKER = "drizzle:";

type Chunk = {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  isDynamicEntry?: boolean;
};
export type Manifest = Record<string, Chunk>;

export type RouteLoad = { route: string; js: number; css: number };

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
    return [{ route, js: sum(js), css: sum(css) }];
  });
}

/** The stylesheet's size (gzip): the entry's CSS, which every page links, documents included. */
export function stylesheetSize(manifest: Manifest, sizeOf: (file: string) => number = gzipSize): number {
  const entry = manifest[ENTRY];
  if (!entry) throw new Error(`${ENTRY} is missing from the client build manifest`);
  return (entry.css ?? []).reduce((total, file) => total + sizeOf(file), 0);
}

const ISLANDS_BOOT = "web/islands/boot.ts";
const HYDRATE_ISLAND = "web/islands/hydrate-island.tsx";

export type DocumentLoad = { what: string; js: number; budget?: number };

/**
 * What a document page downloads (from the islands' build manifest): the boot script alone until an
 * island wakes, held to the budget of a page with no island at load; and, for the record, the boot
 * script with React and each island's code (the registry's chunks, not what an island loads later
 * on an action). Which islands a page wakes before the visitor acts is the page's: the browser
 * tests (e2e/first-load.test.ts) hold each page to its budget.
 */
export function documentLoads(
  manifest: Manifest,
  sizeOf: (file: string) => number = gzipSize,
): DocumentLoad[] {
  const boot = manifest[ISLANDS_BOOT];
  if (!boot || !manifest[HYDRATE_ISLAND])
    throw new Error(`${ISLANDS_BOOT} is missing from the islands' build manifest`);
  const weigh = (keys: string[]) => {
    const files = keys.reduce((seen, key) => closure(manifest, key, seen), new Set<string>());
    return [...files].reduce((total, key) => total + sizeOf(manifest[key]!.file), 0);
  };
  const islands = (boot.dynamicImports ?? []).filter((key) => key !== HYDRATE_ISLAND);
  return [
    { what: "no island yet (boot script)", js: weigh([ISLANDS_BOOT]), budget: QUIET_JS_BUDGET_BYTES },
    ...islands.map((key) => ({ what: `with ${key}`, js: weigh([ISLANDS_BOOT, HYDRATE_ISLAND, key]) })),
  ];
}

/** Built JavaScript files that carry drizzle code (in the app's and the islands' folders). */
export function drizzleLeaks(
  dirs = ["assets", "islands"].map((folder) => join(CLIENT_DIR, folder)),
): string[] {
  return dirs.flatMap((dir) =>
    readdirSync(dir)
      .filter(
        (name) => name.endsWith(".js") && readFileSync(join(dir, name), "utf8").includes(DRIZZLE_MARKER),
      )
      .map((name) => join(dir, name)),
  );
}

export function readManifest(name: "manifest" | "islands-manifest" = "manifest"): Manifest {
  return JSON.parse(readFileSync(join(CLIENT_DIR, `.vite/${name}.json`), "utf8")) as Manifest;
}
