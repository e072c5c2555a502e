import { randomUUID } from "node:crypto";
import { inArray } from "drizzle-orm";
import type { Browser, BrowserContextOptions } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { banners } from "#schema/banners";
import { axeViolations } from "./support/axe";
import { baseUrl, launchBrowser, notification, openPage, waitForHydration } from "./support/browser";
import { adminStorageState, textIn } from "./support/sign-in";
import { withSiteDatabase } from "./support/site-database";

const english = textIn("en");
const NAME = `E2E banner ${randomUUID().slice(0, 8)}`;
const CONTENT = `E2E acca boost ${randomUUID().slice(0, 8)}`;
const CTA = "Get the boost";
const STICKY_NAME = `E2E sticky banner ${randomUUID().slice(0, 8)}`;

let browser: Browser;
let session: BrowserContextOptions["storageState"];

beforeAll(async () => {
  browser = await launchBrowser();
  session = await adminStorageState(browser);
});

afterAll(async () => {
  // Its texts go with it (cascade): other files see the seed only.
  await withSiteDatabase((db) => db.delete(banners).where(inArray(banners.name, [NAME, STICKY_NAME])));
  await browser?.close();
});

const adminPage = (options: BrowserContextOptions = {}) =>
  openPage(browser, { locale: "en-US", storageState: session, ...options });

/**
 * Before any script runs, the page starts counting layout shifts and, once the HTML is parsed
 * (before the deferred entry script hydrates it), notes where the banner is.
 */
const WATCH_LAYOUT = () => {
  const state = { shift: 0, before: null as null | { x: number; y: number; width: number; height: number } };
  (window as unknown as { layout: typeof state }).layout = state;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
      if (!entry.hadRecentInput) state.shift += entry.value;
  }).observe({ type: "layout-shift", buffered: true });
  document.addEventListener("readystatechange", () => {
    if (document.readyState !== "interactive") return;
    const box = document.querySelector("[data-banner]")?.getBoundingClientRect();
    if (box) state.before = { x: box.x, y: box.y, width: box.width, height: box.height };
  });
};

describe("Banners", () => {
  it("an admin creates a hero banner for the FAQ page; a visitor sees it there, server-rendered, without a layout shift", async () => {
    const { page, errors, close } = await adminPage();
    await page.goto("/admin/banners");
    await waitForHydration(page);
    await page.getByRole("heading", { level: 1, name: english("admin.banners.title") }).waitFor();
    await page.getByRole("button", { name: english("admin.banners.add") }).click();
    const dialog = page.getByRole("dialog", { name: english("admin.banners.add_title") });
    await dialog.waitFor();

    // Nothing filled in: the form says what is missing and sends nothing.
    await dialog.getByRole("button", { name: english("admin.action.save") }).click();
    await dialog.getByText("Name is required").waitFor();
    await dialog.getByText("Choose at least one page").waitFor();

    await dialog.getByLabel(english("admin.banners.field.name")).fill(NAME);
    await dialog
      .getByLabel(english("admin.banners.field.placement"))
      .selectOption({ label: english("admin.banners.placement.hero") });
    await dialog.getByRole("checkbox", { name: english("nav.faq") }).check();
    await dialog.getByRole("tab", { name: "English" }).click();
    const panel = dialog.getByRole("tabpanel", { name: "English" });
    await panel.getByLabel(english("admin.banners.field.content")).fill(CONTENT);
    await panel.getByLabel(english("admin.banners.field.cta_text")).fill(CTA);
    await panel.getByLabel(english("admin.banners.field.cta_url")).fill("javascript:alert(1)");
    await dialog.getByRole("button", { name: english("admin.action.save") }).click();
    await panel.getByText("Must be a valid URL").waitFor();
    await panel.getByLabel(english("admin.banners.field.cta_url")).fill("https://partner.example/boost");
    await dialog.getByRole("button", { name: english("admin.action.save") }).click();
    await notification(page, "Banner saved successfully").waitFor();
    await dialog.waitFor({ state: "detached" });
    await page.locator("main li", { has: page.getByRole("heading", { name: NAME }) }).waitFor();
    expect(errors).toEqual([]);
    await close();

    // A visitor who has made the cookie choice (so the cookie banner does not open).
    const visitor = await openPage(browser, { locale: "en-US" });
    await visitor.page.context().addCookies([{ name: "consent", value: "rejected", url: baseUrl() }]);
    await visitor.page.addInitScript(WATCH_LAYOUT);
    await visitor.page.goto("/en/faq");
    const banner = visitor.page.locator("[data-banner=hero]");
    await waitForHydration(visitor.page);
    await visitor.page.waitForLoadState("load");
    expect(await banner.textContent()).toContain(CONTENT);
    expect(await banner.textContent()).toContain(english("trust.adults_only"));
    const link = banner.getByRole("link", { name: CTA });
    expect(await link.getAttribute("href")).toMatch(/^\/go\/banner\/[\w-]+\?placement=hero&locale=en$/);
    // It sits above the page's heading, at the top of the content.
    const heading = await visitor.page.getByRole("heading", { level: 1 }).boundingBox();
    const after = await banner.boundingBox();
    expect(after!.y).toBeLessThan(heading!.y);
    const layout = await visitor.page.evaluate(
      () => (window as unknown as { layout: { shift: number; before: unknown } }).layout,
    );
    // In the HTML before hydration, at the same place and size after it; nothing moved.
    expect(layout.before).toEqual({ x: after!.x, y: after!.y, width: after!.width, height: after!.height });
    expect(layout.shift).toBeLessThan(0.001);

    // The call to action goes through the click-out counter to the banner's address.
    const click = await visitor.page.request.get((await link.getAttribute("href"))!, { maxRedirects: 0 });
    expect(click.status()).toBe(302);
    expect(click.headers()["location"]).toBe("https://partner.example/boost");
    // Not on a page its rule does not name.
    await visitor.page.goto("/en/calculator");
    await waitForHydration(visitor.page);
    expect(await visitor.page.getByText(CONTENT).count()).toBe(0);
    // Rendered by the browser too, on the FAQ reached by a link: the page's loader brought its code and data.
    await visitor.page
      .getByRole("link", { name: english("nav.faq") })
      .first()
      .click();
    await visitor.page.waitForURL(/\/en\/faq$/);
    await banner.getByRole("link", { name: CTA }).waitFor();
    expect(await banner.textContent()).toContain(CONTENT);
    expect(visitor.errors).toEqual([]);
    await visitor.close();
  });

  it("holds a sticky footer banner at the bottom of a phone's window while the page scrolls", async () => {
    const admin = await adminPage();
    const created = await admin.page.request.post("/api/admin/banners", {
      headers: { origin: baseUrl() },
      data: {
        name: STICKY_NAME,
        placement: "sticky_footer",
        rule: { pages: ["providers"] },
        translations: { en: { content: `Sticky ${CONTENT}` } },
      },
    });
    expect(created.status()).toBe(201);
    await admin.close();

    const { page, errors, close } = await openPage(browser, {
      locale: "en-US",
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    await page.context().addCookies([{ name: "consent", value: "rejected", url: baseUrl() }]);
    await page.goto("/en/providers");
    await waitForHydration(page);
    const sticky = page.locator("[data-banner=sticky_footer]");
    const bottomBar = page.getByRole("navigation", { name: english("a11y.bottom_navigation") });
    // At the top of a long page, the banner's place in the flow is far below the window; it shows
    // all the same, just above the bottom bar.
    const box = (await sticky.boundingBox())!;
    const bar = (await bottomBar.boundingBox())!;
    expect(box.y).toBeGreaterThan(0);
    expect(box.y + box.height).toBeLessThanOrEqual(bar.y + 1);
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(844 * 2);
    expect(errors).toEqual([]);
    await close();
  });

  it.each([
    ["en", "en-US", "light"],
    ["he", "he-IL", "dark"],
  ] as const)(
    "has no axe violations (%s, %s), nor with the edit dialog open",
    async (language, locale, colorScheme) => {
      const text = textIn(language);
      const { page, close } = await adminPage({ locale, colorScheme });
      await page.goto("/admin/banners");
      await waitForHydration(page);
      const item = page.locator("main li", { has: page.getByRole("heading", { name: NAME }) });
      await item.waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await item.getByRole("button", { name: new RegExp(`^${text("admin.action.edit")}`) }).click();
      const dialog = page.getByRole("dialog", { name: text("admin.banners.edit_title") });
      await dialog.getByRole("tab").first().waitFor();
      expect(await dialog.getByLabel(text("admin.banners.field.name")).inputValue()).toBe(NAME);
      expect(await axeViolations(page)).toEqual([]);
      await close();
    },
  );

  it("deletes the banner only after the confirmation, and the page no longer shows it", async () => {
    const { page, errors, close } = await adminPage();
    await page.goto("/admin/banners");
    await waitForHydration(page);
    const item = page.locator("main li", { has: page.getByRole("heading", { name: NAME }) });
    await item.getByRole("button", { name: new RegExp(`^${english("admin.action.delete")}`) }).click();
    const dialog = page.getByRole("dialog", { name: english("admin.banners.delete_title") });
    await dialog.getByText(`Are you sure you want to delete the banner "${NAME}"?`).waitFor();
    await dialog.getByRole("button", { name: english("admin.action.delete") }).click();
    await notification(page, "Banner deleted successfully").waitFor();
    await item.waitFor({ state: "detached" });
    await page.goto("/en/faq");
    expect(await page.getByText(CONTENT).count()).toBe(0);
    expect(errors).toEqual([]);
    await close();
  });
});
