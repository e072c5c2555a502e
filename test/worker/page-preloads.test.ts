import { env, exports } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { createDb } from "#worker/lib/db";
import { insertCatalogFixtures } from "../support/catalog-fixtures";

type Manifest = Record<string, { file: string; imports?: string[] }>;

const html = async (path: string) =>
  (await exports.default.fetch(new Request(`https://site.test${path}`))).text();
const preloads = (page: string) =>
  [...page.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map(([, href]) => href);

let manifest: Manifest;
beforeAll(async () => {
  await insertCatalogFixtures(createDb(env.DB));
  manifest = await (await env.ASSETS.fetch("https://site.test/.vite/manifest.json")).json();
});

describe("a page's first load", () => {
  it("names the page's own chunk and its imports for preloading, and loads the entry only after the first paint", async () => {
    const entry = `/${manifest["web/entry-client.tsx"]!.file}`;
    const chunk = manifest["web/routes/providers.lazy.tsx"]!;
    const own = [chunk, ...(chunk.imports ?? []).map((key) => manifest[key]!)]
      .filter((c) => c !== manifest["web/entry-client.tsx"])
      .map((c) => `/${c.file}`);
    const page = await html("/en/providers");
    const links = preloads(page);
    expect(links).toEqual(expect.arrayContaining(own));
    // The entry is neither preloaded nor a script of its own: one inline module imports it after a frame.
    expect(links).not.toContain(entry);
    expect(page).not.toContain(`src="${entry}"`);
    const starts = [...page.matchAll(/<script type="module"[^>]*>([\s\S]*?)<\/script>/g)].map(
      ([, code]) => code,
    );
    expect(starts).toHaveLength(1);
    expect(starts[0]).toContain(`import("${entry}")`);
    expect(starts[0]).toContain("requestAnimationFrame");
  });

  it("names no other page's chunk", async () => {
    const links = preloads(await html("/en/faq"));
    expect(links).toContain(`/${manifest["web/routes/faq.lazy.tsx"]!.file}`);
    expect(links).not.toContain(`/${manifest["web/routes/providers.lazy.tsx"]!.file}`);
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
