import { randomUUID } from "node:crypto";
import { inArray } from "drizzle-orm";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { providers } from "#schema/providers";
import { baseUrl, launchBrowser, openPage, waitForHydration } from "./support/browser";
import { withSiteDatabase } from "./support/site-database";

/** 30 providers past the demo ones (lowest priority), so the list has a second page. */
const PREFIX = `E2E Paged ${randomUUID().slice(0, 6)}`;
const EXTRA = Array.from({ length: 30 }, (_, i) => ({
  id: randomUUID(),
  brand: `${PREFIX} ${String(i + 1).padStart(2, "0")}`,
  domain: `paged-${i + 1}.example`,
  licenseId: `E2E-P-${i + 1}`,
  priority: -1,
}));

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  // Five rows a statement: D1 binds at most 100 values to one.
  await withSiteDatabase((db) => {
    const [first, ...rest] = Array.from({ length: EXTRA.length / 5 }, (_, i) =>
      db.insert(providers).values(EXTRA.slice(i * 5, i * 5 + 5)),
    );
    return db.batch([first!, ...rest]);
  });
});
afterAll(async () => {
  await withSiteDatabase((db) =>
    db.delete(providers).where(
      inArray(
        providers.id,
        EXTRA.map((p) => p.id),
      ),
    ),
  );
  await browser?.close();
});

describe("/providers, 24 cards a page", () => {
  it("goes to the next page by its link, and a new search starts again from the first", async () => {
    const active = ((await (await fetch(`${baseUrl()}/api/provider-cards?locale=en`)).json()) as unknown[])
      .length;
    const { page, errors, close } = await openPage(browser);
    await page.goto("/en/providers");
    await waitForHydration(page);
    const cards = page.locator("main h2");
    const pager = page.getByRole("navigation", { name: "Provider pages" });
    expect(await cards.count()).toBe(24);
    await expect.poll(() => pager.textContent()).toContain("Page 1 of 2");

    // A page is an address: Next is a plain link the server answers.
    await pager.getByRole("link", { name: "Next" }).click();
    await page.waitForURL(/[?&]page=2/);
    await waitForHydration(page);
    await expect.poll(() => cards.count()).toBe(active - 24);
    expect(await pager.textContent()).toContain("Page 2 of 2");

    await page.getByLabel("Search providers").fill(`${PREFIX} 0`);
    await page.waitForURL((url) => url.searchParams.has("q") && !url.searchParams.has("page"));
    await expect.poll(() => cards.allTextContents()).toEqual(EXTRA.slice(0, 9).map((p) => p.brand));
    expect(await pager.count()).toBe(0);
    expect(errors).toEqual([]);
    await close();
  });
});
