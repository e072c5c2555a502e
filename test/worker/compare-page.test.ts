import { env, exports } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { uiStrings } from "#schema/content";
import { providers, providersI18n } from "#schema/providers";
import { UI_STRINGS } from "#seed/ui-strings";
import { COMPARE_STRINGS } from "#seed/ui-strings/compare";
import { createDb } from "#worker/lib/db";
import { insertCatalogFixtures, insertProviderPageFixtures } from "../support/catalog-fixtures";

const page = async (path: string, headers: Record<string, string> = {}) => {
  const response = await exports.default.fetch(new Request(`https://site.test${path}`, { headers }));
  return { status: response.status, html: await response.text() };
};

/** What the visitor sees: <main>, without the strings and data that ride along for hydration. */
const main = (html: string) => html.match(/<main[\s\S]*<\/main>/)?.[0] ?? "";
/**
 * The comparison's code loads as it comes into view, so for browsers React streams its server HTML
 * after the shell, in the same response (moved into place by React's inline script): look for it in
 * the whole document.
 */
const table = (html: string) => html.match(/<table[\s\S]*<\/table>/)?.[0] ?? "";
/** The providers heading the table's columns, in order. */
const columns = (html: string) =>
  [
    ...(table(html).match(/<thead[\s\S]*<\/thead>/)?.[0] ?? "").matchAll(
      /<th[^>]*scope="col"[\s\S]*?<\/th>/g,
    ),
  ].map(([cell]) => cell.match(/Zeta Bet|Alpha Bet|Mu Bet|Nu Bet|Gone Bet/)?.[0]);
/** The cells of the row headed `label`, as text. */
const row = (html: string, label: string) => {
  const tr = table(html).match(
    new RegExp(`<tr[^>]*><th scope="row"[^>]*>${label}</th>([\\s\\S]*?)</tr>`),
  )?.[1];
  return [...(tr ?? "").matchAll(/<td[^>]*>([\s\S]*?)<\/td>/g)].map(([, cell]) =>
    cell!
      .replace(/<!-- -->/g, "")
      .replace(/<[^>]+>/g, " ")
      .replace(/\s+/g, " ")
      .trim(),
  );
};

beforeAll(async () => {
  const db = createDb(env.DB);
  await insertCatalogFixtures(db);
  await insertProviderPageFixtures(db);
  // The page's own strings and the provider labels it shares (the test database has only two strings).
  const shared = [
    "provider.payments.title",
    "providers.badge.licensed",
    "provider.payment.bank_transfer",
    "provider.payment.crypto",
  ];
  const strings = Object.entries({
    ...COMPARE_STRINGS,
    ...Object.fromEntries(shared.map((key) => [key, UI_STRINGS[key]!])),
  }).map(([key, texts]) => ({ key, ...texts }));
  await db.batch([
    // Two more active providers, so that a fourth can be asked for.
    db.insert(providers).values({
      id: "p-mu",
      brand: "Mu Bet",
      domain: "mu.example",
      licenseId: "L-4",
      payments: ["visa", "mastercard", "jcc", "skrill", "neteller", "revolut", "apple_pay"],
      minDeposit: 10,
      foundationDate: `${new Date().getUTCFullYear()}-01-02`,
    }),
    db.insert(providers).values({
      id: "p-nu",
      brand: "Nu Bet",
      domain: "nu.example",
      licenseId: "L-5",
      payments: ["bank_transfer", "paysafecard", "crypto", "Kaspi Wallet"],
    }),
    db.insert(providersI18n).values([
      { providerId: "p-mu", locale: "en", slug: "mu" },
      { providerId: "p-nu", locale: "en", slug: "nu" },
    ]),
    // D1 takes at most 100 bound values a statement: a row each.
    ...strings.map((row) => db.insert(uiStrings).values(row).onConflictDoNothing()),
  ]);
});

describe("/compare, server-rendered", () => {
  it("renders the chosen providers in a table, in the order of the link (by slug or id)", async () => {
    const { status, html } = await page("/en/compare?p=alpha,p-active");
    expect(status).toBe(200);
    // In place inside <main>, not streamed into hidden elements that only a script would reveal.
    expect(html).not.toMatch(/<div hidden id="S:/);
    expect(main(html)).toContain("<table");
    expect(columns(html)).toEqual(["Alpha Bet", "Zeta Bet"]);
    expect(table(html)).toMatch(/<caption[^>]*>Comparison of the chosen companies<\/caption>/);
    for (const group of ["Company", "Bonuses", "Features", "Payments", "Support"])
      expect(table(html)).toMatch(new RegExp(`<th scope="rowgroup"[^>]*>${group}</th>`));
    // Twelve approved reviews of Zeta, eight of them rated 4 or 5; the pending and rejected ones do not count.
    expect(row(html, "Satisfaction \\(4–5★ reviews\\)")).toEqual(["-", "67%"]);
    // A card each for phones, with a link to the provider's page.
    expect(html).toMatch(/<h2[^>]*>Alpha Bet<\/h2>/);
    expect(html).toContain('href="/en/providers/zeta"');
    expect(main(html)).not.toContain("Select providers from the list");
  });

  it("shows euro amounts, '<1' year, and five payment methods then '+N'", async () => {
    const { html } = await page("/en/compare?p=mu");
    expect(row(html, "Minimum deposit")).toEqual(["€10"]);
    expect(row(html, "Years active")).toEqual(["&lt;1"]);
    expect(row(html, "Payment methods")).toEqual(["Visa Mastercard JCC Skrill Neteller +2"]);
  });

  it("names known payment methods in the page's language, brands as they are, others as written", async () => {
    expect(row((await page("/en/compare?p=nu")).html, "Payment methods")).toEqual([
      "Bank transfer Paysafecard Cryptocurrency Kaspi Wallet",
    ]);
    expect(row((await page("/el/compare?p=nu")).html, "Τρόποι πληρωμής")).toEqual([
      "Τραπεζική μεταφορά Paysafecard Κρυπτονομίσματα Kaspi Wallet",
    ]);
    expect(row((await page("/he/compare?p=nu")).html, "אמצעי תשלום")).toEqual([
      "העברה בנקאית Paysafecard מטבע קריפטו Kaspi Wallet",
    ]);
  });

  it("ignores unknown, inactive and repeated ids", async () => {
    const { status, html } = await page("/en/compare?p=nobody,p-off,zeta,p-active,alpha");
    expect(status).toBe(200);
    expect(columns(html)).toEqual(["Zeta Bet", "Alpha Bet"]);
    expect(main(html)).not.toContain("Gone Bet");
  });

  it("keeps the first three of more, and then offers no more (disabled drop-down, max message)", async () => {
    const { html } = await page("/en/compare?p=zeta,alpha,mu,nu");
    expect(columns(html)).toEqual(["Zeta Bet", "Alpha Bet", "Mu Bet"]);
    expect(main(html)).toMatch(/<select[^>]*\sdisabled=""/);
    expect(main(html)).toContain("You can compare up to 3 companies.");
  });

  it("without a selection, prompts to choose and offers every active provider", async () => {
    const { status, html } = await page("/en/compare");
    expect(status).toBe(200);
    expect(main(html)).toContain("Select providers from the list to start comparing.");
    expect(html).not.toContain("<table");
    const options = [
      ...(main(html).match(/<select[\s\S]*<\/select>/)?.[0] ?? "").matchAll(/<option[^>]*>([^<]*)</g),
    ];
    expect(
      options
        .map(([, name]) => name)
        .slice(1)
        .sort(),
    ).toEqual(["Alpha Bet", "Mu Bet", "Nu Bet", "Zeta Bet"]);
    expect(main(html)).not.toMatch(/<select[^>]*\sdisabled=""/);
    expect(main(html)).not.toContain("You can compare up to");
  });

  it("has its own title and canonical address without the selection", async () => {
    const { html } = await page("/el/compare?p=zeta");
    expect(html).toContain("<title>Σύγκριση εταιρειών στοιχημάτων στην Κύπρο | ");
    expect(html).toMatch(/<link rel="canonical" href="https:\/\/site\.test\/el\/compare"/);
  });
});

describe("/compare's picker, without JavaScript", () => {
  it("adds by a GET form that sends the chosen ones and the added one, and removes by a button sending the others", async () => {
    const { html } = await page("/en/compare?p=zeta,alpha");
    const [add, chips] = main(html).match(/<form[^>]*method="get"[^>]*>[\s\S]*?<\/form>/g) ?? [];
    expect(add).toMatch(/<input type="hidden" name="p" value="zeta,alpha"\/>/);
    expect(add).toMatch(/<select[^>]*name="p"/);
    expect(add).toMatch(/<option value="mu">Mu Bet<\/option>/);
    expect(add).toMatch(/<button[^>]*type="submit"[^>]*>Add<\/button>/);
    // Each chip's button sends the others: `?p=` without it.
    const remove = (brand: string) =>
      chips?.match(new RegExp(`<button[^>]*aria-label="Remove ${brand}"[^>]*>`))?.[0];
    for (const [brand, others] of [
      ["Zeta Bet", "alpha"],
      ["Alpha Bet", "zeta"],
    ]) {
      expect(remove(brand!)).toMatch(/type="submit"/);
      expect(remove(brand!)).toMatch(/name="p"/);
      expect(remove(brand!)).toContain(`value="${others}"`);
    }
  });

  it("reads the add form's repeated p as one list, in order: a redirect to its one address", async () => {
    const response = await exports.default.fetch(
      new Request("https://site.test/en/compare?p=zeta,alpha&p=mu&utm_source=x", { redirect: "manual" }),
    );
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/en/compare?p=zeta,alpha,mu&utm_source=x");
    const { status, html } = await page("/en/compare?p=zeta,alpha,mu");
    expect(status).toBe(200);
    expect(columns(html)).toEqual(["Zeta Bet", "Alpha Bet", "Mu Bet"]);
    // An empty add (the drop-down left on its prompt) keeps the chosen ones.
    const none = await exports.default.fetch(
      new Request("https://site.test/en/compare?p=zeta&p=", { redirect: "manual" }),
    );
    expect(none.headers.get("location")).toBe("/en/compare?p=zeta");
  });

  it("says when a link names more than three, and which it compares", async () => {
    const { html } = await page("/en/compare?p=zeta,alpha,mu,nu");
    expect(main(html)).toContain("The link named 4 companies; only the first 3 are compared.");
    expect(main(html)).toMatch(/<button[^>]*type="submit" disabled=""[^>]*>Add<\/button>/);
    // Three or fewer, known or not: no such message.
    expect(main((await page("/en/compare?p=zeta,alpha,mu,nobody")).html)).not.toContain("The link named");
  });

  it.each([
    ["an empty selection", "?p="],
    ["a selection that is no text", "?p=%7B%22a%22%3A1%7D"],
    ["a blank among the chosen", "?p=zeta,,alpha"],
  ])("reads past %s, never a 500", async (_, query) => {
    const response = await exports.default.fetch(
      new Request(`https://site.test/en/compare${query}`, { redirect: "manual" }),
    );
    expect([200, 307]).toContain(response.status);
  });
});
