import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { LOCALES } from "#schema/locales";
import { PUBLIC_PAGE_PATHS } from "#schema/public-pages";
import { createDb } from "#worker/lib/db";
import { insertCatalogFixtures } from "../support/catalog-fixtures";
import { call, PRODUCTION } from "./support/client";

beforeAll(() => insertCatalogFixtures(createDb(env.DB)));

const pathOf = (url: string) => new URL(url).pathname;

/** The hreflang alternates a page's head names, as paths. */
async function headAlternates(path: string) {
  const html = await (await call(path, { headers: { cookie: "locale=en" } })).text();
  return [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)]
    .map(([, lang, href]) => `${lang} ${pathOf(href!)}`)
    .sort();
}

describe("sitemap.xml", () => {
  it("lists every public page and active provider in every language, with the same alternates as the page heads", async () => {
    const response = await call("/sitemap.xml");
    expect(response.headers.get("content-type")).toContain("application/xml");
    const xml = await response.text();
    const entries = [...xml.matchAll(/<url><loc>([^<]+)<\/loc>(.*?)<\/url>/g)];
    const activeProviders = 2;
    expect(entries).toHaveLength((PUBLIC_PAGE_PATHS.length + activeProviders) * LOCALES.length);
    const locs = entries.map(([, loc]) => pathOf(loc!));
    // Each language's own slug ("zeta" in Greek and English, the English "alpha" everywhere); never the inactive one.
    expect(locs).toContain("/el/providers/zeta");
    expect(locs).toContain("/fr/providers/alpha");
    expect(locs.some((loc) => loc.includes("gone") || loc.includes("p-off"))).toBe(false);
    for (const [, loc, links] of entries) {
      const sitemapAlternates = [...links!.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)]
        .map(([, lang, href]) => `${lang} ${pathOf(href!)}`)
        .sort();
      expect(sitemapAlternates, loc).toEqual(await headAlternates(pathOf(loc!)));
    }
    // It server-renders every page in every language (about 90 renders): seconds on a busy machine.
  }, 60_000);

  it("uses the configured site address, never the request's Host", async () => {
    const xml = await (await call("/sitemap.xml", { headers: { host: "evil.example" } }, PRODUCTION)).text();
    expect(xml).toContain("<loc>https://site.example/el</loc>");
    expect(xml).not.toContain("evil.example");
  });
});

describe("robots.txt", () => {
  it("keeps the API and personal pages out and points to the sitemap", async () => {
    const text = await (await call("/robots.txt", {}, PRODUCTION)).text();
    expect(text).toContain("Disallow: /api/");
    expect(text).toContain("Disallow: /profile");
    expect(text).toContain("Disallow: /admin");
    expect(text).toContain("Sitemap: https://site.example/sitemap.xml");
  });
});
