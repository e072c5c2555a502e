import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PUBLIC_PAGE_PATHS } from "#schema/public-pages";
import { axeViolations } from "./support/axe";
import { launchBrowser, openPage, waitForHydration } from "./support/browser";
import { switchColorScheme } from "./support/screens";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Beside the fixed pages, a provider's page (a seeded slug, the same in every language). */
const PROVIDER_PAGE = "/providers/aegeanbet";

const pages = ["el", "en", "he"].flatMap((locale) =>
  [...PUBLIC_PAGE_PATHS, PROVIDER_PAGE].map((path) => `/${locale}${path === "/" ? "" : path}`),
);

describe("accessibility (axe-core, default rules)", () => {
  // Dark as the system turns it on with the page open, which the page follows as it does at load.
  it.each(pages)("%s has no violations, light and dark", async (path) => {
    const { page, close } = await openPage(browser, { colorScheme: "light" });
    await page.goto(path);
    await waitForHydration(page);
    const violations = (await axeViolations(page)).map((v) => `light ${v}`);
    await switchColorScheme(page, "dark");
    violations.push(...(await axeViolations(page)).map((v) => `dark ${v}`));
    expect(violations).toEqual([]);
    await close();
  });
});
