import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PUBLIC_PAGE_PATHS } from "#schema/public-pages";
import { axeViolations } from "./support/axe";
import { launchBrowser, openPage, waitForHydration } from "./support/browser";

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
  it.each(pages)("%s has no violations, light and dark", async (path) => {
    for (const colorScheme of ["light", "dark"] as const) {
      const { page, close } = await openPage(browser, { colorScheme });
      await page.goto(path);
      await waitForHydration(page);
      const violations = await axeViolations(page);
      expect(violations.map((v) => `${colorScheme} ${v}`)).toEqual([]);
      await close();
    }
  });
});
