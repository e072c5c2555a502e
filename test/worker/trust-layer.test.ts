import { env, exports } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { uiStrings } from "#schema/content";
import { PUBLIC_PAGE_PATHS } from "#schema/public-pages";
import { PAGES_STRINGS } from "#seed/ui-strings/pages";
import { TRUST_STRINGS } from "#seed/ui-strings/trust";
import { createDb } from "#worker/lib/db";

const page = async (path: string) => {
  const response = await exports.default.fetch(new Request(`https://site.test${path}`));
  return { status: response.status, html: await response.text() };
};
/** What the visitor sees: the shell and page, without the data that rides along for hydration. */
const visible = (html: string) => html.replace(/<script[\s\S]*?<\/script>/g, "");
const h1 = (html: string) => html.match(/<h1[^>]*>([\s\S]*?)<\/h1>/)?.[1];

beforeAll(async () => {
  const rows = Object.entries({ ...TRUST_STRINGS, ...PAGES_STRINGS }).map(([key, texts]) => ({
    key,
    ...texts,
  }));
  const db = createDb(env.DB);
  await db.batch(rows.map((row) => db.insert(uiStrings).values(row).onConflictDoNothing()) as [never]);
});

describe("the trust notice on every page", () => {
  it.each(PUBLIC_PAGE_PATHS.map((path) => `/en${path === "/" ? "" : path}`))(
    "%s shows 18+, the help and self-exclusion link, and the affiliate disclosure linking to /about",
    async (path) => {
      const { status, html } = await page(path);
      expect(status).toBe(200);
      const footer = visible(html).match(/<footer[\s\S]*?<\/footer>/)?.[0] ?? "";
      expect(footer).toContain("18+");
      expect(footer).toContain("For adults aged 18 and over only.");
      expect(footer).toMatch(/<a[^>]*href="https:\/\/nba\.gov\.cy"[^>]*>Help and self-exclusion/);
      expect(footer).toContain(
        "We may earn a commission when you sign up through our links; this does not change our rankings.",
      );
      expect(footer).toMatch(/<a[^>]*href="\/en\/about"[^>]*>How we earn money<\/a>/);
    },
  );

  it("links the disclosure to the unprefixed /about on an unprefixed page", async () => {
    const { html } = await page("/providers");
    expect(visible(html)).toMatch(/<footer[\s\S]*<a[^>]*href="\/about"/);
  });
});

describe("the information pages, rendered on the server", () => {
  it.each([
    ["/en/about", "About BetCompare Cyprus", "How we earn money"],
    ["/he/privacy", "מדיניות פרטיות", "עוגיות ואחסון בדפדפן"],
    ["/fr/terms", "Conditions d’utilisation", "Concours mensuel d’avis"],
    ["/ru/contact", "Контакты", "Прежде чем писать"],
  ])("%s has its heading and its sections", async (path, heading, section) => {
    const { status, html } = await page(path);
    expect(status).toBe(200);
    expect(h1(visible(html))).toBe(heading);
    expect(visible(html)).toMatch(new RegExp(`<h2[^>]*>${section}</h2>`));
    expect(html).toMatch(new RegExp(`<title>${heading} \\| BetCompare Cyprus</title>`));
  });

  it("the privacy policy names every cookie and stored item, and where to complain", async () => {
    const main = visible((await page("/en/privacy")).html);
    for (const item of [
      "session",
      "oidc-flow",
      "locale",
      "sidebar_state",
      "consent",
      "d1_bookmark",
      "anon_id",
      "banner_views",
      "darkMode",
      "themeMood",
      "ui-strings-",
      "reviewDraft_",
      "encrypted",
    ])
      expect(main).toContain(item);
    expect(main).toContain('href="https://www.dataprotection.gov.cy"');
  });

  it("the contact page links its e-mail address", async () => {
    const { html } = await page("/ru/contact");
    expect(visible(html)).toContain('href="mailto:contact@betcompare-cyprus.example"');
  });

  it("the terms state the review rules", async () => {
    const main = visible((await page("/en/terms")).html);
    expect(main).toContain("one review per company per user, and at most 10 reviews a day");
    expect(main).toContain("moderated");
  });

  it("works without a prefix too, and an unknown page is still the 404 screen", async () => {
    expect((await page("/about")).status).toBe(200);
    expect((await page("/en/imprint")).status).toBe(404);
  });
});

describe("the menu", () => {
  it("has the cookie settings and the newsletter's subscribe button, which opens a dialog", async () => {
    const html = visible((await page("/en/menu")).html);
    expect(html).toContain('id="menu-cookies"');
    expect(html).toMatch(/<button(?![^>]*disabled="")[^>]*aria-haspopup="dialog"/);
  });
});
