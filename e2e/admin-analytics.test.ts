import { readFile } from "node:fs/promises";
import { and, eq, gte, sql } from "drizzle-orm";
import type { Browser, BrowserContextOptions, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminAnalytics } from "#schema/api/admin-analytics";
import { shiftDay } from "#schema/calendar-days";
import { trackingEvents } from "#schema/content";
import { nicosiaDate } from "#schema/cyprus-time";
import { axeViolations } from "./support/axe";
import { launchBrowser, openPage, waitForHydration } from "./support/browser";
import { adminStorageState, textIn } from "./support/sign-in";
import { withSiteDatabase } from "./support/site-database";

const english = textIn("en");
const startedAt = new Date();
const today = nicosiaDate(new Date());

let browser: Browser;
let session: BrowserContextOptions["storageState"];
/** The provider whose card the visitor clicks, found on the public providers page. */
let clicked: { id: string; brand: string } | undefined;

beforeAll(async () => {
  browser = await launchBrowser();
  session = await adminStorageState(browser);
});

afterAll(async () => {
  // Other files may count this provider's click-outs: remove the ones this file made.
  if (clicked) {
    const id = clicked.id;
    await withSiteDatabase((db) =>
      db
        .delete(trackingEvents)
        .where(
          and(
            eq(trackingEvents.type, "provider_click"),
            sql`json_extract(${trackingEvents.payloadJson}, '$.targetId') = ${id}`,
            gte(trackingEvents.createdAt, startedAt),
          ),
        ),
    );
  }
  await browser?.close();
});

/** Today's click-outs of a provider as the API counts them, read with the admin's session. */
async function clicksToday(page: Page, providerId: string) {
  const response = await page.request.get(`/api/admin/analytics?from=${today}&to=${today}`);
  expect(response.status()).toBe(200);
  const data = (await response.json()) as AdminAnalytics;
  return data.providers.find((row) => row.providerId === providerId)?.clicks ?? 0;
}

const providerRow = (page: Page, brand: string) =>
  page
    .locator("main table:not(.sr-only) tbody tr")
    .filter({ has: page.getByRole("rowheader", { name: brand, exact: true }) });

/** The days the page shows, read from the traffic chart's table: it changes once a range has loaded. */
const daysShown = (page: Page) =>
  page
    .getByRole("table", { name: english("admin.analytics.chart.traffic") })
    .locator("tbody tr")
    .count();

describe("Analytics", () => {
  it("shows a click-out made on the public site, keeps the range in the address and exports the table", async () => {
    const admin = await openPage(browser, { locale: "en-US", storageState: session });
    const visitor = await openPage(browser, { locale: "en-US" });
    try {
      // A visitor's click on a provider card's button: /go/{id} is counted, then redirects away
      // from the site, so the click is sent the way the link would, without leaving the page.
      await visitor.page.goto("/en/providers");
      await waitForHydration(visitor.page);
      const link = visitor.page.locator('main a[href^="/go/"]').first();
      const href = (await link.getAttribute("href"))!;
      const id = decodeURIComponent(new URL(href, "http://site").pathname.split("/")[2]!);
      const before = await clicksToday(admin.page, id);
      const type = await visitor.page.evaluate(
        (url) => fetch(url, { redirect: "manual" }).then((response) => response.type),
        href,
      );
      expect(type).toBe("opaqueredirect");
      await expect.poll(() => clicksToday(admin.page, id)).toBe(before + 1);

      // The screen, by the sidebar: the provider's row shows the click.
      const page = admin.page;
      await page.goto("/admin");
      await waitForHydration(page);
      const sidebar = page.getByRole("navigation", { name: english("admin.nav_label") });
      await sidebar.getByRole("link", { name: english("admin.nav.analytics") }).click();
      await page.getByRole("heading", { level: 1, name: english("admin.analytics.title") }).waitFor();
      const data = (await (
        await page.request.get(`/api/admin/analytics?from=${today}&to=${today}`)
      ).json()) as AdminAnalytics;
      const brand = data.providers.find((row) => row.providerId === id)!.brand!;
      clicked = { id, brand };
      const row = providerRow(page, brand);
      await expect.poll(() => row.locator("td").first().textContent()).toMatch(/^\d+$/);
      expect(Number(await row.locator("td").first().textContent())).toBeGreaterThanOrEqual(before + 1);

      // A preset puts the range in the address; the date inputs narrow it; Back returns to the preset.
      await page.getByRole("button", { name: english("admin.analytics.preset.7") }).click();
      await expect.poll(() => new URL(page.url()).searchParams.get("from")).toBe(shiftDay(today, -6));
      expect(new URL(page.url()).searchParams.get("to")).toBe(today);
      await expect.poll(() => daysShown(page)).toBe(7);
      const fromInput = page.getByLabel(english("admin.analytics.range.from"), { exact: true });
      await expect.poll(() => fromInput.inputValue()).toBe(shiftDay(today, -6));
      await expect.poll(() => row.locator("td").first().textContent()).toMatch(/^\d+$/);
      await fromInput.fill(today);
      await page.getByRole("button", { name: english("admin.analytics.range.apply") }).click();
      await expect.poll(() => new URL(page.url()).searchParams.get("from")).toBe(today);
      await expect.poll(() => daysShown(page)).toBe(1);
      await expect.poll(() => row.locator("td").first().textContent()).toBe(String(before + 1));
      await page.goBack();
      await expect.poll(() => new URL(page.url()).searchParams.get("from")).toBe(shiftDay(today, -6));
      await expect
        .poll(() => page.getByLabel(english("admin.analytics.range.from"), { exact: true }).inputValue())
        .toBe(shiftDay(today, -6));
      await page.goForward();
      await expect.poll(() => daysShown(page)).toBe(1);
      await expect.poll(() => row.locator("td").first().textContent()).toBe(String(before + 1));

      // A reversed range is refused in place, with the API's own message.
      await page.getByLabel(english("admin.analytics.range.to"), { exact: true }).fill(shiftDay(today, -1));
      await page.getByRole("button", { name: english("admin.analytics.range.apply") }).click();
      await page
        .getByRole("alert")
        .filter({ hasText: "End date must not be before the start date" })
        .waitFor();
      expect(new URL(page.url()).searchParams.get("to")).toBe(today);

      // Export CSV: the table shown, with a BOM, the translated headers and the provider's count.
      const download = page.waitForEvent("download");
      await page.getByRole("button", { name: english("admin.action.export_csv"), exact: true }).click();
      const text = (await readFile((await (await download).path())!)).toString("utf8");
      expect(text.startsWith("\uFEFF")).toBe(true);
      const lines = text.slice(1).split("\r\n");
      expect(lines[0]).toBe(
        [
          english("admin.field.provider"),
          english("admin.analytics.clicks"),
          english("admin.analytics.views"),
          english("admin.analytics.conversion"),
        ]
          .map((header) => (/[",]/.test(header) ? `"${header}"` : header))
          .join(","),
      );
      expect(
        lines.some((line) => line.startsWith(`${/[",]/.test(brand) ? `"${brand}"` : brand},${before + 1},`)),
      ).toBe(true);

      // The per-day table is in the address too, and the page passes axe.
      await page.getByLabel(english("admin.analytics.table.label")).selectOption("days");
      await expect.poll(() => new URL(page.url()).searchParams.get("table")).toBe("days");
      expect(await axeViolations(page)).toEqual([]);
      expect(admin.errors).toEqual([]);
    } finally {
      await admin.close();
      await visitor.close();
    }
  });
});
