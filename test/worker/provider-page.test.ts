import { env, exports } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { uiStrings } from "#schema/content";
import { LOCALES } from "#schema/locales";
import { providers } from "#schema/providers";
import { PROVIDER_STRINGS } from "#seed/ui-strings/provider";
import { SHELL_STRINGS } from "#seed/ui-strings/shell";
import { createDb } from "#worker/lib/db";
import { forgetContentVersion } from "#worker/lib/edge-cache";
import { insertCatalogFixtures, insertProviderPageFixtures } from "../support/catalog-fixtures";
import { eq, inArray } from "drizzle-orm";
import { externalRatings } from "#schema/reviews";
import { islandData, withoutIslandData } from "../support/island-data";

const page = async (path: string, headers: Record<string, string> = {}) => {
  const response = await exports.default.fetch(
    new Request(`https://site.test${path}`, { headers, redirect: "manual" }),
  );
  return { status: response.status, location: response.headers.get("location"), html: await response.text() };
};

/** The props (with their data and strings) that the page's islands hydrate with. */
const islandProps = (html: string) =>
  islandData(html)
    .map((data) => JSON.stringify(data))
    .join("\n");
/** What the visitor sees: <main>, without the strings and data that ride along for hydration. */
const main = (html: string) => withoutIslandData(html.match(/<main[\s\S]*<\/main>/)?.[0] ?? "");
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)].map(
    ([, json]) => JSON.parse(json!) as Record<string, unknown>,
  );

beforeAll(async () => {
  const db = createDb(env.DB);
  await insertCatalogFixtures(db);
  await insertProviderPageFixtures(db);
  await db
    .update(providers)
    .set({
      domain: "zeta.com.cy",
      licenseStatus: "licensed",
      licenseVerifiedOn: "2026-11-02",
      payments: ["visa", "paypal", "bank_transfer", "Kaspi Wallet"],
      affiliateUrl: "https://affiliate.example/zeta",
    })
    .where(eq(providers.id, "p-active"));
  const strings = { ...PROVIDER_STRINGS, "common.user_name": SHELL_STRINGS["common.user_name"]! };
  const rows = Object.entries(strings).map(([key, texts]) => ({ key, ...texts }));
  // D1 takes at most 100 bound values a statement: a row each, in one batch.
  const [first, ...rest] = rows.map((row) => db.insert(uiStrings).values(row).onConflictDoNothing());
  await db.batch([first!, ...rest]);
});

describe("/providers/{id}, server-rendered", () => {
  it("shows each external rating on its own stored scale", async () => {
    const db = createDb(env.DB);
    const ids = ["ext-ag", "ext-sa"];
    await db.insert(externalRatings).values([
      { id: ids[0], providerId: "p-active", source: "askgamblers", rating: 8.2, scale: 10 },
      { id: ids[1], providerId: "p-active", source: "scamadviser", rating: 96, scale: 100 },
    ]);
    try {
      const body = main((await page("/en/providers/zeta")).html);
      expect(body).toContain("8.2 out of 10");
      expect(body).toContain("96.0 out of 100");
    } finally {
      await db.delete(externalRatings).where(inArray(externalRatings.id, ids));
    }
  });

  it("shows the provider's facts, ratings, steps and reviews in the HTML", async () => {
    const { status, html } = await page("/en/providers/zeta");
    expect(status).toBe(200);
    // In place, not streamed after the page into hidden elements that only a script would reveal.
    expect(html).not.toMatch(/<div hidden id="S:/);
    const body = main(html);
    expect(body).toMatch(/<h1[^>]*>Zeta Bet<\/h1>/);
    expect(body).toContain("English overview");
    expect(body).toContain("L-1");
    expect(body).toContain("Checked against the National Betting Authority’s register on Nov 2, 2026");
    expect(body).toMatch(/<a href="https:\/\/zeta\.com\.cy"[^>]*>zeta\.com\.cy<\/a>/);
    expect(body).toContain("Visa");
    // 12 approved reviews averaging 3.75: shown as 3.8, the pending and rejected 1-star ones left out.
    expect(body).toContain(">3.8<");
    expect(body).toContain("12 reviews");
    expect(body).toContain("8.5 out of 10");
    expect(body).toContain("4.2 out of 5");
    expect(body).toContain("120 reviews");
    expect(body).toContain("Register");
    expect(body).not.toContain("Inactive step");
    // Review text is text: the markup someone typed shows as characters, never as elements.
    expect(body).toContain("Review number 0 &lt;b&gt;as typed&lt;/b&gt;");
    expect(body).toContain("User reviewer");
    expect(body).toMatch(
      /href="\/go\/p-active\?placement=provider_page&amp;locale=en"[^>]*rel="sponsored noopener"/,
    );
  });

  it("names the licence status and the known payment methods in the page's language", async () => {
    const dd = (html: string, label: string) =>
      main(html)
        .match(new RegExp(`<dt[^>]*>${label}</dt><dd[^>]*>([\\s\\S]*?)</dd>`))?.[1]
        ?.replace(/<[^>]+>/g, "");
    const payments = (html: string) =>
      [...main(html).matchAll(/<li><span[^>]*>([^<]*)<\/span><\/li>/g)].map(([, name]) => name);
    const cases = [
      ["en", "Status", "Licensed", ["Visa", "PayPal", "Bank transfer", "Kaspi Wallet"]],
      ["el", "Κατάσταση", "Σε ισχύ", ["Visa", "PayPal", "Τραπεζική μεταφορά", "Kaspi Wallet"]],
      ["he", "סטטוס", "בתוקף", ["Visa", "PayPal", "העברה בנקאית", "Kaspi Wallet"]],
    ] as const;
    for (const [locale, label, status, methods] of cases) {
      const { html } = await page(`/${locale}/providers/zeta`);
      expect(dd(html, label), locale).toBe(status);
      expect(payments(html), locale).toEqual(expect.arrayContaining([...methods]));
      expect(main(html), locale).not.toContain("bank_transfer");
    }
  });

  it("says a suspended or revoked licence as a warning, in the page's language, and gives no licensed badge", async () => {
    const db = createDb(env.DB);
    const statusBadges = (html: string) =>
      [
        ...main(html).matchAll(
          /<span class="([^"]*)" data-licence-status="([a-z]+)">(?:<svg[\s\S]*?<\/svg>)?([^<]*)/g,
        ),
      ].map(([, classes, status, text]) => ({
        warning: classes!.includes("badge-destructive"),
        status,
        text,
      }));
    // Written past the Worker: its isolate would trust the content version it read last for a second.
    const setStatus = async (licenseStatus: "licensed" | "suspended" | "revoked") => {
      await db.update(providers).set({ licenseStatus }).where(eq(providers.id, "p-active"));
      forgetContentVersion();
    };
    try {
      await setStatus("suspended");
      const greek = (await page("/el/providers/zeta")).html;
      // In the header (where the green badge would be) and on the licence card.
      expect(statusBadges(greek)).toEqual([
        { warning: true, status: "suspended", text: "Σε αναστολή" },
        { warning: true, status: "suspended", text: "Σε αναστολή" },
      ]);
      expect(main(greek)).not.toContain("badge-success");
      await setStatus("revoked");
      const hebrew = (await page("/he/providers/zeta")).html;
      expect(statusBadges(hebrew)).toEqual([
        { warning: true, status: "revoked", text: "נשלל" },
        { warning: true, status: "revoked", text: "נשלל" },
      ]);
    } finally {
      await setStatus("licensed");
    }
  });

  it("names the rating bars with the language's plural forms (1 star, not 1 stars)", async () => {
    const bars = (html: string) => [...main(html).matchAll(/<dt>([^<]*)<\/dt>/g)].map(([, text]) => text);
    expect(bars((await page("/en/providers/zeta")).html)).toEqual(
      expect.arrayContaining(["5 stars", "2 stars", "1 star"]),
    );
    const hebrew = bars((await page("/he/providers/zeta")).html);
    expect(hebrew).toEqual(expect.arrayContaining(["5 כוכבים", "שני כוכבים", "כוכב אחד"]));
  });

  it("carries no router state, and beside its reviews island only that island's data", async () => {
    const { html } = await page("/en/providers/zeta");
    expect(html).not.toContain("$_TSR");
    expect(main(html)).toContain("English overview");
    // The reviews, the steps, the external ratings and the site's rating are in the markup; only the
    // reviews (the island's) also ride along.
    expect(main(html)).toContain("Review number 0");
    expect(islandProps(html)).toContain("Review number 0");
    expect(main(html)).toContain("Upload your ID.");
    for (const elsewhere of ["English overview", "Upload your ID.", "trustpilot.example", "ratingBreakdown"])
      expect(islandProps(html)).not.toContain(elsewhere);
  });

  it("draws a rating as full stars, a half star from .5, and the rest empty", async () => {
    const body = main((await page("/en/providers/zeta")).html);
    /** How many stars (in halves) are drawn just before `text`. */
    const starsBefore = (text: string) =>
      body.match(new RegExp(`data-stars="([\\d.]+)"[^>]*></span>(?:<[^>]*>)*${text}`))?.[1];
    // 3.75 of 5: three and a half; 8.5 of 10 is 4.25 of 5: four.
    expect(starsBefore("3.8 out of 5")).toBe("3.5");
    expect(starsBefore("8.5 out of 10")).toBe("4");
    expect(starsBefore("4.2 out of 5")).toBe("4");
    // Three and a half of five stars are 70 % of the row, amber.
    expect(body).toMatch(/style="--fill:70%" data-stars="3.5"/);
  });

  it("says when no .com.cy site is confirmed instead of presenting another domain as licensed", async () => {
    const body = main((await page("/en/providers/alpha")).html);
    expect(body).toContain("No .com.cy site has been confirmed for this provider.");
    expect(body).not.toMatch(/href="https:\/\/alpha\.example"/);
    expect(body).toContain("No approved reviews yet.");
  });

  it("pages the reviews ten at a time: Next only after a full page, Previous only after the first", async () => {
    const first = main((await page("/en/providers/zeta")).html);
    expect(first.match(/Review number \d+/g)).toHaveLength(10);
    expect(first).toMatch(/<a[^>]*href="\/en\/providers\/zeta\?reviews=2#reviews"[^>]*>Next<svg.*?<\/a>/);
    expect(first).toMatch(/<span aria-disabled="true"[^>]*>.*Previous<\/span>/);
    const second = main((await page("/en/providers/zeta?reviews=2")).html);
    expect(second.match(/Review number \d+/g)).toEqual(["Review number 10", "Review number 11"]);
    expect(second).toMatch(/<span aria-disabled="true"[^>]*>Next<svg.*?<\/span>/);
    expect(second).toMatch(/<a[^>]*href="\/en\/providers\/zeta#reviews"[^>]*>.*Previous<\/a>/);
  });

  it.each([
    ["no number", "two"],
    ["zero", "0"],
    ["a fraction", "1.5"],
    ["past the last page", "40"],
  ])("reads a reviews page that is %s as a page it can show, never a 500", async (_, value) => {
    const response = await page(`/en/providers/zeta?reviews=${value}`);
    expect([200, 307]).toContain(response.status);
    if (response.status === 307)
      expect(new URL(response.location!, "https://site.test").pathname).toBe("/en/providers/zeta");
  });

  it("answers to the id and redirects (301) to the slug in the page's language, keeping the reviews page", async () => {
    expect(await page("/en/providers/p-active?reviews=2")).toMatchObject({
      status: 301,
      location: "/en/providers/zeta?reviews=2",
    });
    expect((await page("/providers/p-low", { cookie: "locale=he" })).location).toBe("/providers/alpha");
  });

  it("names the canonical address and every language's own address", async () => {
    const { html } = await page("/el/providers/zeta");
    expect(html).toContain('<link rel="canonical" href="https://site.test/el/providers/zeta"');
    for (const locale of LOCALES) {
      expect(html).toContain(
        `<link rel="alternate" hrefLang="${locale}" href="https://site.test/${locale}/providers/zeta"`,
      );
    }
    expect(html).toContain(
      '<link rel="alternate" hrefLang="x-default" href="https://site.test/providers/zeta"',
    );
  });

  it("describes the product with its own reviews' rating and a breadcrumb trail", async () => {
    const [product, breadcrumbs] = jsonLd((await page("/en/providers/zeta")).html);
    expect(product).toMatchObject({
      "@type": "Product",
      name: "Zeta Bet",
      url: "https://site.test/en/providers/zeta",
      aggregateRating: { ratingValue: 3.8, reviewCount: 12, bestRating: 5, worstRating: 1 },
    });
    expect(breadcrumbs).toMatchObject({ "@type": "BreadcrumbList" });
    const [unrated] = jsonLd((await page("/en/providers/alpha")).html);
    expect(unrated).not.toHaveProperty("aggregateRating");
  });

  // The last: no provider id or slug is that long, so the API refuses the name (400); the page is still a 404.
  it.each([
    "/en/providers/nobody",
    "/en/providers/p-off",
    "/providers/gone",
    `/en/providers/${"x".repeat(300)}`,
  ])("%s is a 404 with the provider not-found heading and a way back", async (path) => {
    const { status, html } = await page(path, { cookie: "locale=en" });
    expect(status).toBe(404);
    expect(main(html)).toMatch(/<h1[^>]*>Provider not found<\/h1>/);
    expect(main(html)).toMatch(/href="\/(en\/)?providers"/);
  });
});
