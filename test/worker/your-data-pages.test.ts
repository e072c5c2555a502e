import { env, exports } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { uiStrings } from "#schema/content";
import { LOCALES } from "#schema/locales";
import { PAGES_STRINGS } from "#seed/ui-strings/pages";
import { YOUR_DATA_STRINGS } from "#seed/ui-strings/your-data";
import { createDb } from "#worker/lib/db";

const page = async (path: string) => {
  const response = await exports.default.fetch(new Request(`https://site.test${path}`));
  return { status: response.status, html: await response.text() };
};
/** What the visitor sees: the page without the data that rides along for hydration. */
const visible = (html: string) => html.replace(/<script[\s\S]*?<\/script>/g, "");

beforeAll(async () => {
  const db = createDb(env.DB);
  const rows = Object.entries({ ...PAGES_STRINGS, ...YOUR_DATA_STRINGS }).map(([key, texts]) => ({
    key,
    ...texts,
  }));
  await db.batch(rows.map((row) => db.insert(uiStrings).values(row).onConflictDoNothing()) as [never]);
});

describe("the privacy page on the user's own data", () => {
  it.each([
    ["/en/privacy", "Download or delete your data", "What we keep: prizes already awarded"],
    ["/he/privacy", "הורדה או מחיקה של המידע שלכם", "מה נשמר: פרסים שכבר הוענקו"],
  ])("%s says what Download and Delete do and what is kept", async (path, heading, kept) => {
    const { status, html } = await page(path);
    expect(status).toBe(200);
    expect(visible(html)).toMatch(new RegExp(`<h2[^>]*>${heading}</h2>`));
    expect(visible(html)).toContain(kept);
  });

  it("has one heading and three points in every language", () => {
    for (const locale of LOCALES) {
      const lines = YOUR_DATA_STRINGS["pages.privacy.your_data"]![locale].split("\n");
      expect(
        lines.filter((line) => line.startsWith("## ")),
        locale,
      ).toHaveLength(1);
      expect(
        lines.filter((line) => line.startsWith("- ")),
        locale,
      ).toHaveLength(3);
    }
  });
});

describe("the home page after an account was deleted", () => {
  it("carries the notice's island only when the address asks for it", async () => {
    const island = 'data-island="account-deleted-notice"';
    expect((await page("/el?account=deleted")).html).toContain(island);
    expect((await page("/el")).html).not.toContain(island);
    expect((await page("/el?account=other")).html).not.toContain(island);
  });
});
