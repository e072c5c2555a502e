import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOCALES } from "#schema/locales";
import { axeViolations } from "./support/axe";
import { launchBrowser, openPage, waitForHydration } from "./support/browser";
import { documentShape, holdIslandCode, wakeIsland } from "./support/document-page";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const THREE = ["AegeanBet", "Copper Isle Bet", "Aphrodite Odds"];
const THREE_SLUGS = "aegeanbet,copper-isle-bet,aphrodite-odds";

const picker = (page: Page) => page.getByLabel("Add a company");
const chips = (page: Page) => page.getByRole("list", { name: "Chosen companies" }).getByRole("listitem");
/** The brands heading the table's columns, in order. */
const columns = (page: Page) => page.locator("table thead th[scope=col] .font-semibold").allTextContents();
/** The cells of the table row headed `label`, as text. */
const row = (page: Page, label: string) =>
  page
    .locator("table tr", { has: page.locator(`th[scope=row]:text-is("${label}")`) })
    .locator("td")
    .allTextContents();
const selection = (page: Page) => new URL(page.url()).searchParams.get("p")?.split(",");

describe("/compare", () => {
  it("compares three providers chosen from the drop-down and shares them by URL", async () => {
    const { page, errors, close } = await openPage(browser, { viewport: { width: 1280, height: 900 } });
    await page.goto("/en/compare");
    await waitForHydration(page);
    await expect(
      page.getByText("Select providers from the list to start comparing.").isVisible(),
    ).resolves.toBe(true);

    // Each choice loads the new selection's address (its comparison is the server's HTML).
    // By value: a sponsored provider's option says so after its brand.
    for (const [index, slug] of THREE_SLUGS.split(",").entries()) {
      await wakeIsland(page, "compare-picker");
      await picker(page).selectOption(slug);
      await page.waitForFunction(
        (count) => new URL(location.href).searchParams.get("p")?.split(",").length === count,
        index + 1,
      );
      await chips(page).nth(index).waitFor();
      await waitForHydration(page);
    }
    expect(await chips(page).allTextContents()).toEqual(THREE);
    expect(selection(page)).toEqual(THREE_SLUGS.split(","));
    // At three: no more choices, and the reason shown beside the drop-down.
    expect(await picker(page).isDisabled()).toBe(true);
    expect(await page.getByText("You can compare up to 3 companies.").isVisible()).toBe(true);
    await expect.poll(() => columns(page)).toEqual(THREE);
    // Eight payment methods each for AegeanBet and Copper Isle Bet, six for Aphrodite Odds: five shown, then '+N'.
    expect(await row(page, "Payment methods")).toEqual([
      "VisaMastercardJCCSkrillNeteller+3",
      "VisaMastercardJCCBank transferSkrill+3",
      "VisaMastercardSkrillNetellerRevolut+1",
    ]);
    expect(await axeViolations(page)).toEqual([]);

    // The same URL in a fresh page (own storage, nothing remembered) shows the same three.
    const shared = await openPage(browser, { viewport: { width: 1280, height: 900 } });
    const scripts: string[] = [];
    shared.page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    await shared.page.goto(page.url());
    await waitForHydration(shared.page);
    expect(await columns(shared.page)).toEqual(THREE);
    // The table is the server's HTML: no code comes for it, nor for the picker until it is reached for.
    await shared.page.waitForLoadState("networkidle");
    expect(scripts.map((url) => new URL(url).pathname)).toEqual([expect.stringMatching(/^\/islands\/boot-/)]);
    expect(await chips(shared.page).allTextContents()).toEqual(THREE);
    expect(await picker(shared.page).isDisabled()).toBe(true);
    expect(shared.errors).toEqual([]);
    await shared.close();

    expect(errors).toEqual([]);
    await close();
  });

  it("removes a provider by its chip, and back brings it back", async () => {
    const { page, errors, close } = await openPage(browser, { viewport: { width: 1280, height: 900 } });
    await page.goto(`/en/compare?p=${THREE_SLUGS}`);
    await waitForHydration(page);
    expect(await columns(page)).toEqual(THREE);

    await page.getByRole("button", { name: "Remove Copper Isle Bet" }).click();
    await page.waitForFunction(
      () => new URL(location.href).searchParams.get("p") === "aegeanbet,aphrodite-odds",
    );
    await expect.poll(() => chips(page).allTextContents()).toEqual(["AegeanBet", "Aphrodite Odds"]);
    await expect.poll(() => columns(page)).toEqual(["AegeanBet", "Aphrodite Odds"]);
    // Below three the drop-down offers the rest again, the removed one too.
    expect(await picker(page).isDisabled()).toBe(false);
    expect(await picker(page).locator("option", { hasText: "Copper Isle Bet" }).count()).toBe(1);
    // The keyboard stays on the page: focus moves to the drop-down, not to <body>.
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("compare-add");

    await page.goBack();
    await page.waitForFunction(
      (slugs) => new URL(location.href).searchParams.get("p") === slugs,
      THREE_SLUGS,
    );
    await expect.poll(() => chips(page).allTextContents()).toEqual(THREE);
    await expect.poll(() => columns(page)).toEqual(THREE);
    expect(errors).toEqual([]);
    await close();
  });

  it("shows a card per provider with a view-details link on a phone, and no table", async () => {
    const { page, errors, close } = await openPage(browser, {
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    await page.goto(`/en/compare?p=${THREE_SLUGS}`);
    await waitForHydration(page);
    expect(await page.locator("table").isVisible()).toBe(false);
    const cards = page.getByRole("main").getByRole("heading", { level: 2 });
    expect(await cards.allTextContents()).toEqual(THREE);
    for (const brand of THREE)
      expect(await page.getByRole("link", { name: `View details: ${brand}` }).isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole("link", { name: "View details: Aphrodite Odds" }).click();
    await page.waitForURL(/\/en\/providers\/aphrodite-odds$/);
    await expect
      .poll(() => page.getByRole("heading", { level: 1 }).textContent())
      .toContain("Aphrodite Odds");
    expect(errors).toEqual([]);
    await close();
  });

  it("a chip's remove button pressed before the picker's code came still removes, once it has", async () => {
    const { page, errors, close } = await openPage(browser, { viewport: { width: 1280, height: 900 } });
    const release = await holdIslandCode(page);
    await page.goto(`/en/compare?p=${THREE_SLUGS}`);
    await waitForHydration(page);
    await page.getByRole("button", { name: "Remove Copper Isle Bet" }).click();
    // Held: the page is still the one it was.
    expect(selection(page)).toEqual(THREE_SLUGS.split(","));
    expect(await page.locator("island-root[data-island=compare-picker][data-hydrated]").count()).toBe(0);
    release();
    await page.waitForFunction(
      () => new URL(location.href).searchParams.get("p") === "aegeanbet,aphrodite-odds",
    );
    await expect.poll(() => chips(page).allTextContents()).toEqual(["AegeanBet", "Aphrodite Odds"]);
    expect(errors).toEqual([]);
    await close();
  });

  it.each(["/en/compare", `/el/compare?p=${THREE_SLUGS}`, `/he/compare?p=${THREE_SLUGS}`])(
    "%s carries no router, only the boot script and its picker island",
    async (path) => {
      expect(await documentShape(path)).toEqual({
        islands: { "compare-picker": 1, toaster: 1 },
        routerRuntime: false,
        bootScript: true,
      });
    },
  );

  it("has no axe violations with a selection in Hebrew, dark", async () => {
    const { page, errors, close } = await openPage(browser, {
      colorScheme: "dark",
      viewport: { width: 1280, height: 900 },
    });
    await page.goto(`/he/compare?p=${THREE_SLUGS}`);
    await waitForHydration(page);
    await page.locator("table").waitFor();
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await close();
  });

  it.each([768, 1024])(
    "holds the three columns whole at %i px (a tablet; a small laptop beside the sidebar), in every language",
    async (width) => {
      const { page, errors, close } = await openPage(browser, { viewport: { width, height: 768 } });
      for (const locale of LOCALES) {
        await page.goto(`/${locale}/compare?p=${THREE_SLUGS}`);
        const scroller = page.getByRole("group").filter({ has: page.locator("table") });
        expect(await scroller.isVisible(), locale).toBe(true);
        // Greek's "view details" and a support address were wider than a column: the third was cut off.
        expect(await scroller.evaluate((box) => box.scrollWidth - box.clientWidth), locale).toBe(0);
        expect(await page.evaluate(() => document.documentElement.scrollWidth), locale).toBe(width);
      }
      expect(errors).toEqual([]);
      await close();
    },
  );
});
