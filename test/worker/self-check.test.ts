import { env, exports } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { uiStrings } from "#schema/content";
import { SELF_CHECK_STRINGS } from "#seed/ui-strings/self-check";
import { createDb } from "#worker/lib/db";

const page = async (path: string) => {
  const response = await exports.default.fetch(new Request(`https://site.test${path}`));
  return { status: response.status, html: await response.text() };
};

/** Text as React writes it into HTML. */
const escaped = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll("'", "&#x27;").replaceAll('"', "&quot;");

beforeAll(async () => {
  const db = createDb(env.DB);
  // One row a statement: D1 takes few bound values in one.
  for (const [key, texts] of Object.entries(SELF_CHECK_STRINGS))
    await db.insert(uiStrings).values({ key, ...texts });
});

describe("the self-check page", () => {
  it.each(["en", "he"] as const)(
    "asks the nine questions in %s, in an island woken by interaction, with no form that could send the answers",
    async (locale) => {
      const { status, html } = await page(`/${locale}/self-check`);
      expect(status).toBe(200);
      const main = html.match(/<main[\s\S]*<\/main>/)?.[0] ?? "";
      for (let question = 1; question <= 9; question++)
        expect(main).toContain(escaped(SELF_CHECK_STRINGS[`self_check.question.${question}`]![locale]));
      expect(main.match(/type="radio"/g)).toHaveLength(36);
      expect(main).toMatch(/<island-root data-island="self-check"[^>]*data-trigger="interaction"/);
      // Nothing on the page can submit the answers: no form at all around them.
      expect(main).not.toContain("<form");
      // The bands and where to get help are plain HTML.
      expect(main).toContain(escaped(SELF_CHECK_STRINGS["self_check.band.problem"]![locale]));
      expect(main).toContain('href="https://nba.gov.cy"');
      expect(main).not.toContain("/go/");
    },
  );

  it("is linked from the menu and the footer", async () => {
    const { html } = await page("/el/menu");
    const main = html.match(/<main[\s\S]*<\/main>/)?.[0] ?? "";
    const footer = html.match(/<footer[\s\S]*<\/footer>/)?.[0] ?? "";
    expect(main).toContain('href="/el/self-check"');
    expect(footer).toContain('href="/el/self-check"');
  });
});
