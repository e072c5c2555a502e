import { env, exports } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { createDb } from "#worker/lib/db";
import { insertCatalogFixtures } from "../support/catalog-fixtures";

type Manifest = Record<string, { file: string; imports?: string[] }>;

const html = async (path: string) =>
  (await exports.default.fetch(new Request(`https://site.test${path}`))).text();
/** The page's inline module scripts: what each imports, and whether it waits for the first paint. */
const starts = (page: string) =>
  [...page.matchAll(/<script type="module"[^>]*>([\s\S]*?)<\/script>/g)].map(([, code]) => ({
    imports: [...code!.matchAll(/import\("([^"]+)"\)/g)].map(([, src]) => src),
    afterPaint: code!.includes("requestAnimationFrame"),
  }));

let manifest: Manifest;
let islands: Manifest;
beforeAll(async () => {
  await insertCatalogFixtures(createDb(env.DB));
  manifest = await (await env.ASSETS.fetch("https://site.test/.vite/manifest.json")).json();
  islands = await (await env.ASSETS.fetch("https://site.test/.vite/islands-manifest.json")).json();
});

/** A chunk and every chunk it imports statically, by address. */
function closure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]!.imports ?? []) closure(imported, seen);
  return seen;
}
const addresses = (keys: Iterable<string>) => [...keys].map((key) => `/${manifest[key]!.file}`);

describe("a page's first load", () => {
  // Lighthouse's simulated largest paint counted every request that ended before the first paint:
  // the preloaded chunks put it about 150 ms later on a phone.
  it("of a document page asks for the islands' boot script alone, after the first paint", async () => {
    const page = await html("/en/providers");
    expect(page).not.toContain('rel="modulepreload"');
    expect(page).not.toMatch(/<script[^>]* src=/);
    const scripts = starts(page);
    expect(scripts.every((script) => script.afterPaint)).toBe(true);
    expect(scripts.flatMap((script) => script.imports)).toEqual([`/${islands["web/islands/boot.ts"]!.file}`]);
  });

  it("of the app's page imports the entry and its static imports after the first paint; the router asks for the page's chunk", async () => {
    const page = await html("/profile");
    expect(page).not.toContain('rel="modulepreload"');
    const scripts = starts(page);
    expect(scripts.every((script) => script.afterPaint)).toBe(true);
    const imported = scripts.flatMap((script) => script.imports);
    expect(imported.sort()).toEqual(addresses(closure("web/entry-client.tsx")).sort());
  });

  // The splash (the layout's pending screen, which the server renders beside the page and drops) and
  // the brand mark made React preload the mark at high priority, beside the page's styles.
  it.each(["/en", "/en/providers", "/en/about"])("%s preloads no image ahead of its styles", async (path) => {
    const images = [...(await html(path)).matchAll(/<link rel="preload" as="image"[^>]*>/g)].map(
      ([link]) => link,
    );
    expect(images).toEqual([]);
  });
});
