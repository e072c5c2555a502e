import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, openPage } from "./support/browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

type Box = { name: string; x: number; y: number; width: number; height: number };

/** Two boxes overlap when they share more than a hairline (sub-pixel rounding) of area. */
const overlap = (a: Box, b: Box) =>
  Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x) > 0.5 &&
  Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y) > 0.5;

const CASES = ["en", "el", "he"].flatMap((language) =>
  [320, 390, 768].flatMap((width) =>
    ["aegeanbet", "olympus-stake"].map((slug) => [language, width, slug] as const),
  ),
);

describe("the provider page's header", () => {
  it.each(CASES)(
    "/%s at %i px (%s): logo, name, badges and the Visit button never overlap",
    async (language, width, slug) => {
      const { page, close } = await openPage(browser, {
        javaScriptEnabled: false,
        viewport: { width, height: 800 },
      });
      const response = await page.goto(`/${language}/providers/${slug}`);
      expect(response?.status()).toBe(200);
      const boxes = await page.evaluate(() => {
        const header = document.querySelector("main header")!;
        const parts: [string, Element | null][] = [
          ["logo", header.querySelector("h1")!.parentElement!.previousElementSibling],
          ["name", header.querySelector("h1")],
          ...[...header.querySelectorAll("li")].map((li, i) => [`badge ${i + 1}`, li] as [string, Element]),
          ["visit", header.querySelector("a[target=_blank]")],
        ];
        return parts.flatMap(([name, element]) => {
          if (!element) return [];
          const { x, y, width, height } = element.getBoundingClientRect();
          return [{ name, x, y, width, height }];
        });
      });
      expect(boxes.map((box) => box.name)).toEqual(
        expect.arrayContaining(["logo", "name", "badge 1", "visit"]),
      );
      const overlapping = boxes.flatMap((a, i) =>
        boxes.slice(i + 1).flatMap((b) => (overlap(a, b) ? [`${a.name} × ${b.name}`] : [])),
      );
      expect(overlapping).toEqual([]);
      // And none leaves the screen.
      expect(
        boxes.filter((box) => box.x < 0 || box.x + box.width > width + 0.5).map((box) => box.name),
      ).toEqual([]);
      await close();
    },
  );
});
