import { env, exports } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { uiStrings } from "#schema/content";
import { providers, providersI18n } from "#schema/providers";
import { UI_STRINGS } from "#seed/ui-strings";
import { createDb } from "#worker/lib/db";
import { pagerLinks } from "./support/pager-links";

/** 30 active providers, `b01` (priority 100) down to `b30` (priority 71), each with a long overview. */
const COUNT = 30;
const ids = Array.from({ length: COUNT }, (_, i) => `b${String(i + 1).padStart(2, "0")}`);
beforeAll(async () => {
  const db = createDb(env.DB);
  await db.insert(uiStrings).values(
    ["providers.pages", "common.apply", "a11y.choose_language"].map((key) => ({
      key,
      ...UI_STRINGS[key]!,
    })),
  );
  // A few at a time: D1 binds at most 100 values to a statement.
  for (let from = 0; from < COUNT; from += 5) {
    const some = ids.slice(from, from + 5);
    await db.insert(providers).values(
      some.map((id) => ({
        id,
        brand: `Brand ${id}.`,
        domain: `${id}.example`,
        licenseId: `L-${id}`,
        priority: 101 - Number(id.slice(1)),
      })),
    );
    await db
      .insert(providersI18n)
      .values(
        some.map((id) => ({ providerId: id, locale: "en" as const, slug: id, overview: `Overview ${id}` })),
      );
  }
});

const page = async (path: string) => {
  const response = await exports.default.fetch(new Request(`https://site.test${path}`));
  const html = await response.text();
  return { status: response.status, html, main: html.match(/<main[\s\S]*<\/main>/)?.[0] ?? "" };
};
const cards = (html: string) => [...html.matchAll(/<h2[^>]*>Brand (\w+)\./g)].map(([, id]) => id);
const links = (html: string) => pagerLinks(html, "Provider pages");

describe("the providers page, 24 cards a page", () => {
  it("shows the first 24 by priority, links only to the next page, and ships cards, not whole providers", async () => {
    const first = await page("/en/providers");
    expect(first.status).toBe(200);
    expect(cards(first.main)).toEqual(ids.slice(0, 24));
    expect(links(first.main)).toEqual(["/en/providers?page=2"]);
    // The page carries its own cards only (the search reads the rest when its island wakes), and no
    // provider's long texts.
    expect(first.html).not.toContain("Brand b30.");
    expect(first.html).not.toContain("Overview b01");
  });

  it("shows the rest on page 2, linking back to the first page's own address", async () => {
    const second = await page("/en/providers?page=2");
    expect(cards(second.main)).toEqual(ids.slice(24));
    expect(links(second.main)).toEqual(["/en/providers"]);
  });

  it("pages the sorted and searched list, keeping both in the page links", async () => {
    const byName = await page("/en/providers?sort=name&page=2");
    expect(cards(byName.main)).toEqual([...ids].sort().slice(24));
    expect(links(byName.main)).toEqual(["/en/providers?sort=name"]);
    const searched = await page("/en/providers?q=Brand%20b0");
    expect(cards(searched.main)).toEqual(ids.slice(0, 9));
    expect(links(searched.main)).toEqual([]);
  });

  it("shows the last page for a page past the end", async () => {
    const past = await page("/en/providers?page=9");
    expect(past.status).toBe(200);
    expect(cards(past.main)).toEqual(ids.slice(24));
    expect(links(past.main)).toEqual(["/en/providers"]);
  });
});

describe("the providers page's search form, without JavaScript", () => {
  it("is a GET form of the search box and the sort, with a button to send it", async () => {
    const { main } = await page("/en/providers?q=b2&sort=name");
    const form = main.match(/<form[^>]*>[\s\S]*?<\/form>/)?.[0] ?? "";
    expect(form).toMatch(/^<form role="search"[^>]*method="get"/);
    expect(form).toMatch(/<input[^>]*name="q"[^>]*value="b2"/);
    expect(form).toMatch(/<select[^>]*name="sort"[\s\S]*<option value="name" selected="">/);
    expect(form).toMatch(/<button[^>]*type="submit"[^>]*>Apply<\/button>/);
  });

  it("renders what the sent form asks for: a blank search is every provider, a sort by name", async () => {
    const blank = await page("/en/providers?q=&sort=priority");
    expect(blank.status).toBe(200);
    expect(cards(blank.main)).toEqual(ids.slice(0, 24));
    const byName = await page("/en/providers?q=b2&sort=name");
    expect(cards(byName.main)).toEqual(ids.filter((id) => id.startsWith("b2")).sort());
  });

  it.each([
    ["an unknown sort", "?q=b2&sort=sideways"],
    ["a page that is no number", "?q=b2&page=two"],
    ["a sort given twice", "?q=b2&sort=name&sort=priority"],
  ])("reads past %s to the list by priority, never a 500", async (_, query) => {
    const response = await exports.default.fetch(
      new Request(`https://site.test/en/providers${query}`, { redirect: "manual" }),
    );
    // The router may first redirect to the address without the unreadable value.
    const location = response.headers.get("location");
    const { status, main } = location
      ? await page(location.replace(/^https:\/\/site\.test/, ""))
      : await page(`/en/providers${query}`);
    expect(status).toBe(200);
    expect(cards(main)).toEqual(ids.filter((id) => id.startsWith("b2")));
  });

  it("links to the same page in each language, its query kept, for a browser without JavaScript", async () => {
    const { html } = await page("/en/providers?q=b2&sort=name");
    const languages = html.match(
      /<noscript[^>]*><nav aria-label="Choose language"[\s\S]*?<\/nav><\/noscript>/,
    )?.[0];
    const hrefs = [...(languages ?? "").matchAll(/href="([^"]+)"/g)].map(([, href]) =>
      href!.replace(/&amp;/g, "&"),
    );
    expect(hrefs).toEqual(["el", "en", "ru", "he", "uk", "fr"].map((l) => `/${l}/providers?q=b2&sort=name`));
    expect(languages).toMatch(/<a[^>]*lang="en"[^>]*aria-current="page"/);
  });
});
