import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SCORE_COMPONENTS } from "#schema/score-method";
import { launchBrowser, openPage, waitForHydration } from "./support/browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe("the published score", () => {
  it.each(["en", "he"])(
    "(/%s) shows on the provider page with a breakdown that opens and a monthly chart, and sorts the list",
    async (locale) => {
      const { page, errors, close } = await openPage(browser);
      await page.goto(`/${locale}/providers/aegeanbet`);
      await waitForHydration(page);
      const card = page.locator("[data-provider-score]");
      const score = Number(await card.locator("[data-score]").getAttribute("data-score"));
      expect(score).toBeGreaterThan(0);
      expect(score).toBeLessThanOrEqual(10);

      const breakdown = card.locator("details");
      expect(await breakdown.locator("dd").first().isVisible()).toBe(false);
      await breakdown.locator("summary").click();
      await breakdown.locator("dd").first().waitFor();
      expect(await breakdown.locator("dd").count()).toBe(SCORE_COMPONENTS.length);

      const chart = card.locator("[data-score-history]");
      expect(await chart.locator("svg circle").count()).toBeGreaterThan(1);
      // The chart's text alternative: one row a month.
      expect(await chart.locator("tbody tr").count()).toBe(await chart.locator("svg circle").count());
      expect(await card.locator(`a[href="/${locale}/score"]`).count()).toBe(1);

      await page.goto(`/${locale}/providers?sort=score`);
      await waitForHydration(page);
      const scores = (await page
        .locator("#provider-results [data-score]")
        .evaluateAll((nodes) =>
          nodes.map((node) => Number((node as HTMLElement).dataset.score)),
        )) as number[];
      expect(scores.length).toBeGreaterThan(1);
      expect(scores).toEqual([...scores].sort((a, b) => b - a));
      expect(await page.locator('select[name="sort"]').inputValue()).toBe("score");
      expect(errors).toEqual([]);
      await close();
    },
  );
});
