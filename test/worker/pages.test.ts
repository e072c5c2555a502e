import { env, exports } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { uiStrings } from "#schema/content";
import { LOCALES } from "#schema/locales";
import { promotions, promotionsI18n } from "#schema/promotions";
import { UI_STRINGS } from "#seed/ui-strings";
import { createDb } from "#worker/lib/db";
import { insertCatalogFixtures } from "../support/catalog-fixtures";
import { call, setUser, signIn } from "./support/client";

const page = async (path: string, headers: Record<string, string> = {}) => {
  const response = await exports.default.fetch(new Request(`https://site.test${path}`, { headers }));
  return { status: response.status, type: response.headers.get("content-type"), html: await response.text() };
};

const htmlTag = (html: string) => html.match(/<html[^>]*>/)?.[0];

beforeAll(() => insertCatalogFixtures(createDb(env.DB)));

describe("server-rendered pages", () => {
  it("renders the providers list into the HTML, in the prefix's language and direction", async () => {
    const { status, html } = await page("/he/providers");
    expect(status).toBe(200);
    expect(htmlTag(html)).toContain('lang="he"');
    expect(htmlTag(html)).toContain('dir="rtl"');
    expect(html).toContain("Zeta Bet");
    expect(html).toContain("Alpha Bet");
    expect(html).not.toContain("Gone Bet");
  });

  it("describes the site as an Organization with support in six languages, and lists providers at addresses that answer", async () => {
    const { html } = await page("/en");
    const data = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)].map(
      ([, json]) => JSON.parse(json!) as { "@type": string; [key: string]: unknown },
    );
    const organization = data.find((item) => item["@type"] === "Organization");
    expect(organization).toMatchObject({
      name: "BetCompare Cyprus",
      url: "https://site.test",
      contactPoint: {
        availableLanguage: ["Greek", "English", "Russian", "Hebrew", "Ukrainian", "French"],
      },
    });
    const list = data.find((item) => item["@type"] === "ItemList") as unknown as {
      itemListElement: { url: string }[];
    };
    expect(list.itemListElement.map((item) => new URL(item.url).pathname)).toEqual([
      "/en/providers/zeta",
      "/en/providers/alpha",
    ]);
    for (const { url } of list.itemListElement) expect((await page(new URL(url).pathname)).status).toBe(200);
  });

  it("renders the home page's promotions in place, not streamed into hidden elements for a script to reveal", async () => {
    const { html } = await page("/en");
    expect(html).not.toMatch(/<div hidden id="S:/);
    expect(html.match(/<main[\s\S]*<\/main>/)?.[0]).toContain("Welcome 100%");
  });

  it("renders the bonus page with the live promotions, filtered by ?type= and marking the filter in use", async () => {
    const all = await page("/el/bonus");
    expect(all.status).toBe(200);
    expect(all.html).toContain("Καλωσόρισμα 100%");
    expect(all.html).not.toContain("Hidden cashback");
    const cashback = await page("/el/bonus?type=cashback");
    // The page's data rides along for hydration; what the visitor sees is in <main>.
    expect(cashback.html.match(/<main[\s\S]*<\/main>/)?.[0]).not.toContain("Καλωσόρισμα 100%");
    expect(cashback.html).toMatch(
      /<a[^>]*aria-current="page"[^>]*href="\/el\/bonus\?type=cashback"|<a[^>]*href="\/el\/bonus\?type=cashback"[^>]*aria-current="page"/,
    );
    const unknown = await page("/el/bonus?type=jackpot");
    expect(unknown.status).toBe(200);
    expect(unknown.html).toContain("Καλωσόρισμα 100%");
  });

  it("shows a promotion's terms on its card, formatted for the page's language", async () => {
    const keys = [
      "bonus.wagering",
      "bonus.min_odds",
      "bonus.max_cashout",
      "bonus.full_terms",
      "bonus.terms_checked",
    ];
    await createDb(env.DB)
      .insert(uiStrings)
      .values(keys.map((key) => ({ key, ...UI_STRINGS[key]! })));
    const main = (html: string) => html.match(/<main[\s\S]*<\/main>/)?.[0] ?? "";
    const text = (html: string) => main(html).replace(/<!-- -->/g, "");

    const en = text((await page("/en/bonus")).html);
    expect(en).toMatch(/<dt>Wagering<\/dt><dd[^>]*>6×<\/dd>/);
    expect(en).toMatch(/<dt>Min\. odds<\/dt><dd[^>]*>1\.80<\/dd>/);
    expect(en).toMatch(/<dt>Max\. cash-out<\/dt><dd[^>]*>€50<\/dd>/);
    expect(en).toContain("Terms checked Mar 2, 2026");
    const link = en.match(/<a[^>]*href="https:\/\/zeta\.example\/promotions\/welcome\/terms"[^>]*>/)?.[0];
    expect(link).toContain('target="_blank"');
    expect(link).toContain('rel="noopener nofollow"');
    expect(en).toMatch(/>Full terms<span class="sr-only">/);

    // Greek writes a decimal comma and the euro sign after the amount.
    const el = text((await page("/el/bonus")).html);
    expect(el).toMatch(/<dd[^>]*>1,80<\/dd>/);
    expect(el).toMatch(/<dd[^>]*>50\s€<\/dd>/);
    expect(el).toContain("Ελάχ. απόδοση");
  });

  it("shows no terms on a card whose operator publishes none", async () => {
    const db = createDb(env.DB);
    await db.insert(promotions).values({ id: "promo-bare", bonusType: "free_bet" });
    await db
      .insert(promotionsI18n)
      .values({ promotionId: "promo-bare", locale: "en", title: "Bare free bet" });
    const html = (await page("/en/bonus?type=free_bet")).html.match(/<main[\s\S]*<\/main>/)?.[0] ?? "";
    expect(html).toContain("Bare free bet");
    expect(html).not.toContain("<dl");
    expect(html).not.toContain("bonus.wagering");
  });

  it("carries no UI strings for hydration, only their texts in its markup: the browser fetches them beside it", async () => {
    await createDb(env.DB)
      .insert(uiStrings)
      .values({ key: "admin.panel", ...UI_STRINGS["admin.panel"]!, en: "Back-office panel text" });
    const { html } = await page("/en/providers");
    expect(html).toContain(">Home</");
    expect(html).not.toContain('"nav.home"');
    expect(html).not.toContain("admin.panel");
    expect(html).not.toContain("Back-office panel text");
  });

  it.each([
    ["no answer", "", true],
    ["a cookie that is not ours", "consent=maybe", false],
    ["Accept", "consent=accepted", false],
    ["Reject", "consent=rejected", false],
  ])("after %s, the page's own HTML has the cookie banner: %s", async (_, cookie, shown) => {
    const { html } = await page("/en/faq", { cookie });
    expect(/<section[^>]*aria-labelledby="consent-title"/.test(html)).toBe(shown);
    expect(html).not.toMatch(/<div hidden id="S:/);
  });

  it("links every language and x-default, with a canonical URL in the page's language", async () => {
    const { html } = await page("/en/providers");
    for (const locale of LOCALES) {
      expect(html).toContain(
        `<link rel="alternate" hrefLang="${locale}" href="https://site.test/${locale}/providers"`,
      );
    }
    expect(html).toContain('<link rel="alternate" hrefLang="x-default" href="https://site.test/providers"');
    expect(html).toContain('<link rel="canonical" href="https://site.test/en/providers"');
    expect(html).toContain('<meta property="og:locale" content="en_GB"');
  });

  it.each(LOCALES)(
    "shares /%s pages with that language's picture, for Open Graph and Twitter",
    async (locale) => {
      const { html } = await page(`/${locale}`);
      expect(html).toContain(`<meta property="og:image" content="https://site.test/og/${locale}.png"`);
      expect(html).toContain(`<meta name="twitter:image" content="https://site.test/og/${locale}.png"`);
      expect(html).toMatch(/<meta name="twitter:title" content="[^"]+"/);
      expect(html).toMatch(/<meta name="twitter:description" content="[^"]+"/);
    },
  );

  it.each([
    ["el", "el_GR"],
    ["he", "he_IL"],
    ["uk", "uk_UA"],
  ])("gives /%s pages their own Open Graph locale (%s)", async (locale, og) => {
    expect((await page(`/${locale}/bonus`)).html).toContain(`<meta property="og:locale" content="${og}"`);
  });

  describe("an unprefixed page picks the language", () => {
    it("from the stored choice (cookie) first", async () => {
      const { html } = await page("/providers", { cookie: "locale=ru", "accept-language": "fr-FR,fr;q=0.9" });
      expect(htmlTag(html)).toContain('lang="ru"');
    });

    it("then from the browser's languages, by preference", async () => {
      const { html } = await page("/", { "accept-language": "de-DE, fr;q=0.8, he;q=0.9" });
      expect(htmlTag(html)).toContain('lang="he"');
    });

    it("else Greek", async () => {
      const { html } = await page("/", { "accept-language": "de-DE" });
      expect(htmlTag(html)).toContain('lang="el"');
    });
  });

  // Below a provider's address too, known or not: only the provider's own address has its not-found screen.
  it.each([
    "/nope",
    "/xx/providers",
    "/en/leaderboard/x",
    "/en/providers/x/y",
    "/en/providers/aegeanbet/reviews",
    "/en/providers/aegeanbet/a/b",
  ])("%s is the 404 screen with status 404", async (path) => {
    const { status, type, html } = await page(path, { cookie: "locale=en" });
    expect(status).toBe(404);
    expect(type).toContain("text/html");
    expect(html).toMatch(/<h1 id="not-found-title"[^>]*>404 Page Not Found<\/h1>/);
  });

  it("an unknown provider is the provider's own not-found screen, with status 404", async () => {
    const { status, html } = await page("/en/providers/some-id");
    expect(status).toBe(404);
    expect(html).toMatch(/<h1 id="provider-not-found"/);
    expect(html).toContain('href="/en/providers"');
  });
});

describe("signing out from a page", () => {
  it("is a form posting to /api/logout, never a link (the menu, and the admin's sidebar)", async () => {
    const { cookie, userId } = await signIn("page-logout@example.com");
    await setUser(userId, { role: "admin" });
    for (const path of ["/menu", "/admin"]) {
      const html = await (await call(path, { headers: { cookie } })).text();
      expect(html, path).toMatch(/<form(?=[^>]*method="post")(?=[^>]*action="\/api\/logout")/);
      expect(html, path).not.toContain('href="/api/logout"');
    }
  });
});
