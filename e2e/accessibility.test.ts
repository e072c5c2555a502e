import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PUBLIC_PAGE_PATHS } from "#schema/public-pages";
import { launchBrowser, openPage, waitForHydration } from "./support/browser";

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
type AxeViolation = { id: string; impact: string | null; help: string; nodes: { target: string[] }[] };

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
      // Through the DevTools protocol, so the page's Content-Security-Policy does not apply to axe itself.
      await page.evaluate(AXE_SOURCE);
      const violations = await page.evaluate(async () => {
        const axe = (window as unknown as { axe: { run: () => Promise<{ violations: AxeViolation[] }> } })
          .axe;
        return (await axe.run()).violations;
      });
      expect(
        violations.map(
          (v) =>
            `${colorScheme} ${v.id} (${v.impact}): ${v.help} → ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
        ),
      ).toEqual([]);
      await close();
    }
  });
});
