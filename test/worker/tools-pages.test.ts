import { env, exports } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { uiStrings } from "#schema/content";
import { LOCALES } from "#schema/locales";
import { CALCULATOR_STRINGS } from "#seed/ui-strings/calculator";
import { FAQ_STRINGS } from "#seed/ui-strings/faq";
import { createDb } from "#worker/lib/db";
import { withoutIslandData } from "../support/island-data";

const page = async (path: string, headers: Record<string, string> = {}) => {
  const response = await exports.default.fetch(new Request(`https://site.test${path}`, { headers }));
  return { status: response.status, html: await response.text() };
};

/** What the visitor sees: <main>, without the strings and data that ride along for hydration. */
const main = (html: string) => withoutIslandData(html.match(/<main[\s\S]*<\/main>/)?.[0] ?? "");
/** The text of the HTML with tags dropped and the entities the pages use decoded. */
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");

const he = (key: string) => FAQ_STRINGS[key]!.he;

beforeAll(async () => {
  const db = createDb(env.DB);
  const rows = Object.entries({ ...CALCULATOR_STRINGS, ...FAQ_STRINGS }).map(([key, texts]) => ({
    key,
    ...texts,
  }));
  // D1 takes at most 100 bound values a statement: a row each, in one batch.
  const [first, ...rest] = rows.map((row) => db.insert(uiStrings).values(row).onConflictDoNothing());
  await db.batch([first!, ...rest]);
});

describe("/calculator, server-rendered", () => {
  it("renders the single bet calculator by default, with its quick amounts and examples", async () => {
    const { status, html } = await page("/en/calculator");
    expect(status).toBe(200);
    const visible = text(main(html));
    expect(main(html)).toMatch(/<h1[^>]*>Bet calculator<\/h1>/);
    expect(html).toContain("<title>Bet calculator | ");
    for (const amount of ["€5", "€10", "€20", "€50", "€100"]) expect(visible).toContain(amount);
    expect(visible).toContain("Enter a stake and odds to see the result.");
    // 10 € at 2.50 (an example): 25 € back, 15 € profit.
    expect(visible).toContain("€10.00 at odds of 2.50: total return €25.00, profit €15.00.");
    expect(main(html)).toMatch(/<a[^>]*aria-current="page"[^>]*>Single bet<\/a>/);
    expect(visible).not.toContain("Team the handicap applies to");
    expect(visible).not.toContain("NaN");
  });

  it("renders the handicap calculator when the URL asks for it (?mode=handicap)", async () => {
    const { status, html } = await page("/en/calculator?mode=handicap");
    expect(status).toBe(200);
    const visible = text(main(html));
    expect(visible).toContain("Team the handicap applies to");
    expect(visible).toContain("Home team final score");
    expect(visible).toContain("How Asian handicap works");
    for (const preset of ["-1.5", "-1", "-0.5", "0", "+0.5", "+1", "+1.5"])
      expect(main(html)).toContain(`<bdi>${preset}</bdi>`);
    expect(main(html)).toMatch(/<a[^>]*aria-current="page"[^>]*>Handicap bet<\/a>/);
    // Stake and odds are there too, the same fields as in the single mode.
    expect(visible).toContain("Stake (€)");
    expect(visible).not.toContain("Examples");
  });

  it("ignores an unknown mode and shows the single bet", async () => {
    const { status, html } = await page("/en/calculator?mode=parlay");
    expect(status).toBe(200);
    expect(main(html)).toMatch(/<a[^>]*aria-current="page"[^>]*>Single bet<\/a>/);
  });
});

describe("/faq, server-rendered", () => {
  it("renders every question in Hebrew, right to left, with the page's facts", async () => {
    const { status, html } = await page("/he/faq");
    expect(status).toBe(200);
    expect(html.match(/<html[^>]*>/)?.[0]).toContain('dir="rtl"');
    const visible = text(main(html));
    expect(main(html)).toContain(`>${he("faq.title")}</h1>`);
    expect(main(html).match(/<details[^>]*name="faq"/g)).toHaveLength(21);
    expect(main(html)).not.toMatch(/<details[^>]*open/);
    for (const key of ["faq.licensing.a1", "faq.registration.a1", "faq.payments.a1", "faq.payments.a2"])
      expect(visible).toContain(he(key));
    expect(visible).toContain("18");
    expect(visible).toContain("5–10 €");
    expect(visible).toContain("24–48");
    expect(visible).toContain(he("faq.contact.title"));
    expect(visible).toContain(he("faq.contact.body"));
  });

  it("puts FAQPage structured data in the head, from the same questions, in the page's language", async () => {
    const { html } = await page("/he/faq");
    const head = html.match(/<head[\s\S]*<\/head>/)?.[0] ?? "";
    const scripts = [...head.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)];
    const faq = scripts
      .map((m) => JSON.parse(m[1]!) as { "@type": string; inLanguage: string; mainEntity: unknown[] })
      .find((data) => data["@type"] === "FAQPage");
    expect(faq?.inLanguage).toBe("he");
    expect(faq?.mainEntity).toHaveLength(21);
    expect(faq?.mainEntity[0]).toEqual({
      "@type": "Question",
      name: he("faq.licensing.q1"),
      acceptedAnswer: { "@type": "Answer", text: he("faq.licensing.a1") },
    });
  });

  it.each(LOCALES)("renders /%s/faq with its own title", async (locale) => {
    const { status, html } = await page(`/${locale}/faq`);
    expect(status).toBe(200);
    expect(html).toContain(`<title>${FAQ_STRINGS["meta.faq.title"]![locale]} | `);
  });
});
