import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, openPage, waitForHydration } from "./support/browser";
import { expectDocumentPage, servedHtml } from "./support/document-page";
import { textIn } from "./support/sign-in";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe("the home page as a document", () => {
  it.each(["en", "el", "he"] as const)(
    "/%s has no router runtime and no island of its own; its cards are plain links",
    async (locale) => {
      const text = textIn(locale);
      const { page, errors, close } = await openPage(browser);
      expectDocumentPage(await servedHtml(page, `/${locale}`), { toaster: 1 });

      const scripts: string[] = [];
      page.on("request", (request) => request.resourceType() === "script" && scripts.push(request.url()));
      await page.goto(`/${locale}`);
      await waitForHydration(page);
      const featured = page.getByRole("region", { name: text("home.featured.title") });
      const cards = featured.getByRole("listitem").getByRole("link");
      expect(await cards.count()).toBe(4);
      expect(await cards.first().getAttribute("href")).toMatch(new RegExp(`^/${locale}/providers/[^/]+$`));
      const promotions = page.getByRole("region", { name: text("home.promotions.title") });
      expect(await promotions.getByRole("listitem").count()).toBe(3);
      await promotions.scrollIntoViewIfNeeded();
      await page.waitForLoadState("networkidle");
      // Nothing responds to the visitor but the shell: its script is the page's only one.
      expect(scripts.map((url) => new URL(url).pathname)).toEqual([
        expect.stringMatching(/^\/islands\/boot-/),
      ]);

      await cards.first().click();
      await page.waitForURL(new RegExp(`/${locale}/providers/[^/]+$`));
      expect(errors).toEqual([]);
      await close();
    },
  );
});
