import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { providers } from "#schema/providers";
import { launchBrowser, openPage, waitForHydration } from "./support/browser";
import { withSiteDatabase } from "./support/site-database";

/** A provider whose logo's address answers 404. */
const PROVIDER = {
  id: randomUUID(),
  brand: `E2E Logoless Bet ${randomUUID().slice(0, 8)}`,
  domain: "e2e-logoless.example",
  licenseId: "E2E-L",
  logoUrl: `/logos/e2e-missing-${randomUUID().slice(0, 8)}.svg`,
};

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  await withSiteDatabase((db) => db.insert(providers).values(PROVIDER));
});
afterAll(async () => {
  await withSiteDatabase((db) => db.delete(providers).where(eq(providers.id, PROVIDER.id)));
  await browser?.close();
});

describe("a provider's logo that fails to load", () => {
  it("gives way to the brand on the providers page (a document: no React runs there)", async () => {
    const { page, errors, close } = await openPage(browser, { locale: "en-GB" });
    // Searched for by its brand: its card is on the first screen, and the address is new to the page cache.
    await page.goto(`/en/providers?q=${encodeURIComponent(PROVIDER.brand)}`);
    await waitForHydration(page);
    const logo = page.locator(`main img[src="${PROVIDER.logoUrl}"]`);
    const box = logo.locator("..");
    await expect.poll(() => box.getByText(PROVIDER.brand, { exact: true }).isVisible()).toBe(true);
    expect(await logo.isVisible()).toBe(false);
    expect(errors.filter((error) => !error.includes("status of 404"))).toEqual([]);
    await close();
  });
});
