import { env } from "cloudflare:workers";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { banners, bannersI18n } from "#schema/banners";
import { uiStrings } from "#schema/content";
import { BANNER_PAGES } from "#schema/api/banners";
import { DAY_MS, OFFER_BREAK_COOKIE } from "#schema/offer-break";
import { providers, providersI18n } from "#schema/providers";
import { OFFER_BREAK_STRINGS } from "#seed/ui-strings/offer-break";
import { createDb } from "#worker/lib/db";
import { insertCatalogFixtures, insertProviderPageFixtures } from "../support/catalog-fixtures";
import { call, ORIGIN } from "./support/client";

const HEADLINE = "Break-test welcome headline";
const BANNER_TEXT = "Break-test banner text";

/**
 * What only an offer puts into a page: a link out (any `/go/` address but the Speculation Rules'
 * pattern that excludes them all), a banner, a promotion's title, a bonus headline.
 */
const OFFER_MARKS = [
  /\/go\/(?!\*)/,
  /data-banner/,
  "Welcome 100%",
  "Καλωσόρισμα 100%",
  HEADLINE,
  BANNER_TEXT,
];

beforeAll(async () => {
  const db = createDb(env.DB);
  await insertCatalogFixtures(db);
  await insertProviderPageFixtures(db);
  await db
    .update(providers)
    .set({ affiliateUrl: "https://zeta.example/join" })
    .where(eq(providers.id, "p-active"));
  await db
    .update(providersI18n)
    .set({ bonusHeadline: HEADLINE })
    .where(and(eq(providersI18n.providerId, "p-active")));
  await db.insert(banners).values({
    id: "break-banner",
    name: "Everywhere",
    placement: "hero",
    ruleJson: { pages: [...BANNER_PAGES], startDate: null, endDate: null },
  });
  await db.insert(bannersI18n).values(
    (["en", "el", "he"] as const).map((locale) => ({
      bannerId: "break-banner",
      locale,
      content: BANNER_TEXT,
      ctaText: "Join",
      ctaUrl: "https://zeta.example/banner",
    })),
  );
  // One row a statement: D1 takes few bound values in one.
  for (const [key, texts] of Object.entries(OFFER_BREAK_STRINGS))
    await db.insert(uiStrings).values({ key, ...texts });
});

const onBreak = (days = 7) => `${OFFER_BREAK_COOKIE}=${Date.now() + days * DAY_MS}`;

async function visit(path: string, cookie?: string) {
  const response = await call(path, cookie ? { headers: { cookie } } : {});
  return {
    status: response.status,
    html: await response.text(),
    served: response.headers.get("x-page-cache"),
  };
}

const offersIn = (html: string) =>
  OFFER_MARKS.filter((mark) => (typeof mark === "string" ? html.includes(mark) : mark.test(html))).map(
    String,
  );
const LINK_OUT = String(OFFER_MARKS[0]);

/** A form post as a page of the site sends it. */
const formPost = (fields: Record<string, string>, cookie?: string, origin = ORIGIN): RequestInit => ({
  method: "POST",
  headers: {
    "content-type": "application/x-www-form-urlencoded",
    origin,
    ...(cookie ? { cookie } : {}),
  },
  body: new URLSearchParams(fields).toString(),
});

/** Every page of the sitemap in `locale`, the provider page and a comparison, as paths. */
async function publicPaths(locale: string) {
  const sitemap = await (await call("/sitemap.xml")).text();
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((match) => new URL(match[1]!).pathname)
    .filter((path) => path === `/${locale}` || path.startsWith(`/${locale}/`));
  return [...new Set([...listed, `/${locale}/providers/zeta`, `/${locale}/compare?p=p-active,p-low`])];
}

describe("a break from offers", () => {
  it("leaves no offer, banner or link out on any public page, in Greek and in Hebrew", async () => {
    // Without the break, the marks are there to find.
    const home = await visit("/el");
    expect(offersIn(home.html)).toEqual(expect.arrayContaining([LINK_OUT, "/data-banner/", BANNER_TEXT]));
    expect(offersIn((await visit("/el/bonus")).html)).toContain("Καλωσόρισμα 100%");
    expect(offersIn((await visit("/el/providers/zeta")).html)).toContain(HEADLINE);
    expect(home.html).not.toContain("data-offer-break");

    for (const locale of ["el", "he"]) {
      const paths = await publicPaths(locale);
      expect(paths).toContain(`/${locale}/break`);
      expect(paths.length).toBeGreaterThan(15);
      for (const path of paths) {
        const { status, html } = await visit(path, onBreak());
        expect(status, path).toBe(200);
        expect(offersIn(html), path).toEqual([]);
        expect(html, path).toContain("data-offer-break");
        expect(html, path).toContain(`action="/${locale}/break/end"`);
      }
    }
  });

  it("leaves the bonuses out of a comparison", async () => {
    // The strings are not seeded here: a heading shows as its key.
    const compare = "/el/compare?p=p-active,p-low";
    expect((await visit(compare)).html).toContain("compare.group.bonuses");
    expect((await visit(compare, onBreak())).html).not.toContain("compare.group.bonuses");
  });

  it("says until which day, in the page's language", async () => {
    const cookie = `${OFFER_BREAK_COOKIE}=${Date.now() + 7 * DAY_MS}`;
    const { html } = await visit("/en/faq", cookie);
    const until = new Intl.DateTimeFormat("en", { dateStyle: "medium", timeZone: "Europe/Nicosia" }).format(
      Date.now() + 7 * DAY_MS,
    );
    expect(html).toContain(`You are taking a break from offers until ${until}.`);
  });

  // In English and Russian: the first test has already stored the Greek and Hebrew pages of a break.
  it("never serves the page cache's copy of one variant to the other", async () => {
    // Without, then with: the copy with offers is not served to the visitor on a break.
    await visit("/en/providers");
    expect((await visit("/en/providers")).served).toBe("hit");
    const withBreak = await visit("/en/providers", onBreak());
    expect(withBreak.served).toBe("miss");
    expect(offersIn(withBreak.html)).toEqual([]);
    const again = await visit("/en/providers", onBreak());
    expect(again.served).toBe("hit");
    expect(offersIn(again.html)).toEqual([]);
    const without = await visit("/en/providers");
    expect(without.served).toBe("hit");
    expect(offersIn(without.html)).toContain(LINK_OUT);

    // With, then without: the copy without offers is not served to everyone else.
    const first = await visit("/ru", onBreak());
    expect(first.served).toBe("miss");
    expect(offersIn(first.html)).toEqual([]);
    const after = await visit("/ru");
    expect(after.served).toBe("miss");
    expect(offersIn(after.html)).toContain(LINK_OUT);
    expect(after.html).not.toContain("data-offer-break");
  });

  it("keeps the API's answers apart too: no promotion, banner or provider offer for a visitor on a break", async () => {
    const promotions = "/api/promotions?locale=el";
    const cards = "/api/provider-cards?locale=el";
    expect(await (await call(promotions)).json()).toHaveLength(1);
    expect(await (await call(promotions, { headers: { cookie: onBreak() } })).json()).toEqual([]);
    expect(await (await call(promotions)).json()).toHaveLength(1);

    const onBreakCards = (await (await call(cards, { headers: { cookie: onBreak() } })).json()) as {
      id: string;
      affiliateUrl: string | null;
      bonusHeadline: string | null;
    }[];
    expect(onBreakCards.find((card) => card.id === "p-active")).toMatchObject({
      affiliateUrl: null,
      bonusHeadline: null,
    });
    const detail = await call("/api/providers/p-active?locale=el", { headers: { cookie: onBreak() } });
    expect(await detail.json()).toMatchObject({ affiliateUrl: null, bonusHeadline: null, ctaText: null });
    const plain = (await (await call(cards)).json()) as { id: string; affiliateUrl: string | null }[];
    expect(plain.find((card) => card.id === "p-active")?.affiliateUrl).toBe("https://zeta.example/join");

    const bannersOnBreak = await call("/api/banners?page=home&locale=el", { headers: { cookie: onBreak() } });
    expect(await bannersOnBreak.json()).toEqual([]);
  });

  it("stops every click-out with a page saying why and how to end the break", async () => {
    for (const path of [
      "/go/p-active?locale=el",
      "/go/promotion/promo-on?locale=el",
      "/go/banner/break-banner",
    ]) {
      const response = await call(path, { headers: { cookie: onBreak() } });
      expect(response.status, path).toBe(200);
      expect(response.headers.get("location"), path).toBeNull();
      const html = await response.text();
      expect(html).toContain(OFFER_BREAK_STRINGS["offer_break.stopped_title"]!.el);
      expect(html).toContain('action="/el/break/end"');
    }
    expect((await call("/go/p-active?locale=el")).status).toBe(302);
  });

  it("starts from the break page's form, for the days picked, and ends early with one press", async () => {
    const page = await visit("/el/break");
    expect(page.html).toMatch(/<form [^>]*action="\/el\/break" method="post"/);
    expect(page.html.match(/<input [^>]*name="days"/g)).toHaveLength(3);
    expect(page.html).toContain('href="/el/self-check"');
    // No island of its own: only the shell's notification area, which wakes for a toast.
    expect([...page.html.matchAll(/<island-root data-island="([^"]+)"/g)].map((m) => m[1])).toEqual([
      "toaster",
    ]);

    const before = Date.now();
    const started = await call("/el/break", formPost({ days: "7" }));
    expect(started.status).toBe(303);
    expect(started.headers.get("location")).toBe("/el/break");
    const setCookie = started.headers.get("set-cookie") ?? "";
    expect(setCookie).toMatch(
      new RegExp(`^${OFFER_BREAK_COOKIE}=\\d+; Max-Age=604800; Path=/; SameSite=Lax`),
    );
    const end = Number(/=(\d+)/.exec(setCookie)![1]);
    expect(end).toBeGreaterThanOrEqual(before + 7 * DAY_MS);
    expect(end).toBeLessThanOrEqual(Date.now() + 7 * DAY_MS);
    const cookie = setCookie.split(";")[0]!;
    expect(offersIn((await visit("/el", cookie)).html)).toEqual([]);

    const ended = await call("/el/break/end", formPost({ returnTo: "/el/providers/zeta" }, cookie));
    expect(ended.status).toBe(303);
    expect(ended.headers.get("location")).toBe("/el/providers/zeta");
    expect(ended.headers.get("set-cookie")).toMatch(new RegExp(`^${OFFER_BREAK_COOKIE}=; Max-Age=0; Path=/`));
    // Another site's address is not followed back.
    const elsewhere = await call("/el/break/end", formPost({ returnTo: "//evil.example/" }, cookie));
    expect(elsewhere.headers.get("location")).toBe("/");
  });

  it("is Secure on an https site", async () => {
    const response = await call(
      "https://site.test/en/break",
      formPost({ days: "1" }, undefined, "https://site.test"),
    );
    expect(response.status).toBe(303);
    expect(response.headers.get("set-cookie")).toMatch(/Max-Age=86400; Path=\/; Secure; SameSite=Lax/);
  });

  it("refuses another site's post and a length it does not offer", async () => {
    const crossSite = await call("/el/break", formPost({ days: "7" }, undefined, "https://evil.example"));
    expect(crossSite.status).toBe(403);
    expect(crossSite.headers.get("set-cookie")).toBeNull();
    const odd = await call("/el/break", formPost({ days: "365" }));
    expect(odd.status).toBe(400);
    expect(await odd.json()).toMatchObject({ messageKey: "offer_break.error.days" });
    expect(odd.headers.get("set-cookie")).toBeNull();
  });

  it.each([
    ["ended", () => String(Date.now() - 1000)],
    ["garbled", () => "soon"],
    ["unreadable", () => "%E0%A4%A"],
    ["further away than any break", () => String(Date.now() + 40 * DAY_MS)],
    ["a number in another form", () => "1e20"],
    ["empty", () => ""],
  ])("takes a cookie %s as no break", async (_, value) => {
    const cookie = `${OFFER_BREAK_COOKIE}=${value()}`;
    const { status, html } = await visit("/el/providers/zeta", cookie);
    expect(status).toBe(200);
    expect(html).not.toContain("data-offer-break");
    expect(offersIn(html)).toContain(LINK_OUT);
    expect((await call("/go/p-active?locale=el", { headers: { cookie } })).status).toBe(302);
  });
});
