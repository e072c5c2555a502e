import { env, exports } from "cloudflare:workers";
import { beforeAll, expect, it } from "vitest";
import { createDb } from "#worker/lib/db";
import { insertCatalogFixtures } from "../support/catalog-fixtures";

beforeAll(() => insertCatalogFixtures(createDb(env.DB)));

/**
 * The first 404 this Worker renders, as the first request of the file: a screen whose code came
 * on demand suspended once, and the server streamed it after the page, hidden until a script
 * moved it in (blank without JavaScript).
 */
it("is whole in the document's HTML from the first one: the screen inside the page, nothing streamed after it", async () => {
  const response = await exports.default.fetch(
    new Request("https://site.test/en/no-such-page", { headers: { cookie: "locale=en" } }),
  );
  const html = await response.text();
  expect(response.status).toBe(404);
  const main = html.slice(html.indexOf("<main"), html.indexOf("</main>"));
  expect(main).toMatch(/<h1 id="not-found-title"[^>]*>404 Page Not Found<\/h1>/);
  expect(html).not.toMatch(/<div hidden id="S:/);
});
