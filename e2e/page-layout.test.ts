import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { banners, bannersI18n } from "#schema/banners";
import { complaints } from "#schema/complaints";
import { LOCALES } from "#schema/locales";
import { seedId } from "#seed/data/ids";
import { launchBrowser, openPage, waitForHydration } from "./support/browser";
import { LONGEST_USERNAME, longNamedReviewer } from "./support/long-named-reviewer";
import { withSiteDatabase } from "./support/site-database";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/**
 * The page's blocks (the children of the element inside <main>): where each starts, relative to
 * the top of main's content, and which of them take room (a box) without showing anything.
 */
const pageBlocks = (page: Page) =>
  page.evaluate(() => {
    const main = document.querySelector("main")!;
    const top = main.getBoundingClientRect().y + parseFloat(getComputedStyle(main).paddingTop);
    return [...main.firstElementChild!.children].flatMap((element) => {
      if (element.getClientRects().length === 0) return [];
      const box = element.getBoundingClientRect();
      return [
        { tag: element.tagName.toLowerCase(), y: box.y - top, bottom: box.bottom - top, height: box.height },
      ];
    });
  });

describe("the page's blocks", () => {
  it.each(["/en", "/en/faq", "/he/calculator", "/el/providers/aegeanbet", "/en/leaderboard"])(
    "%s: an empty banner slot takes no room, so the first block starts at the top of the content",
    async (path) => {
      const { page, close } = await openPage(browser, { javaScriptEnabled: false });
      await page.goto(path);
      const blocks = await pageBlocks(page);
      expect(blocks.filter((block) => block.height === 0)).toEqual([]);
      expect(blocks[0]?.y).toBe(0);
      await close();
    },
  );

  it("/en once hydrated: still no empty box", async () => {
    const { page, errors, close } = await openPage(browser);
    await page.goto("/en");
    await waitForHydration(page);
    await page.waitForLoadState("networkidle");
    const blocks = await pageBlocks(page);
    expect(blocks.filter((block) => block.height === 0)).toEqual([]);
    expect(blocks[0]?.y).toBe(0);
    expect(errors).toEqual([]);
    await close();
  });

  it("with a hero banner, the banner starts the page and the hero follows one gap below it", async () => {
    const id = randomUUID();
    await withSiteDatabase((db) =>
      db.batch([
        db.insert(banners).values({
          id,
          name: `E2E layout ${id}`,
          placement: "hero",
          ruleJson: { pages: ["home"], startDate: null, endDate: null },
        }),
        db.insert(bannersI18n).values({ bannerId: id, locale: "en", content: "E2E layout banner" }),
      ]),
    );
    try {
      const { page, close } = await openPage(browser, { javaScriptEnabled: false });
      await page.goto("/en?layout-test");
      await page.locator("[data-banner=hero]").waitFor();
      const [banner, hero] = await pageBlocks(page);
      expect(banner?.y).toBe(0);
      // space-y-12: 3rem between blocks.
      expect(hero!.y - banner!.bottom).toBe(48);
      await close();
    } finally {
      await withSiteDatabase((db) => db.delete(banners).where(eq(banners.id, id)));
    }
  });
});

/** The pages of the navigation, a provider's, and a comparison of three. */
const PAGES = [
  "",
  "/providers",
  "/providers/aegeanbet",
  "/bonus",
  "/compare?p=aegeanbet,copper-isle-bet,aphrodite-odds",
  "/calculator",
  "/faq",
  "/leaderboard",
  "/score",
  "/transparency",
  "/about",
];

describe("tablets and small laptops", () => {
  // 768: a tablet upright, which gets the phone's bars; 1024: the sidebar beside the page.
  it.each([768, 1024])("at %i px no page is wider than the screen, in any language", async (width) => {
    const { page, close } = await openPage(browser, {
      javaScriptEnabled: false,
      viewport: { width, height: 900 },
    });
    const wider: string[] = [];
    for (const locale of LOCALES)
      for (const path of PAGES) {
        await page.goto(`/${locale}${path}`);
        const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
        if (pageWidth > width) wider.push(`/${locale}${path}: ${pageWidth} px`);
      }
    expect(wider).toEqual([]);
    await close();
  });
});

describe("words without a space on a phone", () => {
  it("a username of 100 characters, or an address pasted into a complaint, widens no page", async () => {
    const complaintId = randomUUID();
    const address = `https://aegeanbet.example/account/withdrawals?id=${"0123456789ABCDEF".repeat(8)}`;
    const now = new Date();
    const reviewer = await longNamedReviewer(now);
    await withSiteDatabase((db) =>
      db.insert(complaints).values({
        id: complaintId,
        providerId: seedId("provider", 1),
        userId: reviewer.id,
        category: "withdrawal",
        description: `My withdrawal is stuck: ${address}`,
        desiredOutcome: "Pay it out.",
        status: "awaiting_company",
        locale: "el",
        forwardedAt: now,
      }),
    );
    try {
      const { page, close } = await openPage(browser, {
        javaScriptEnabled: false,
        viewport: { width: 360, height: 740 },
      });
      const pages = {
        "/el/providers/aegeanbet": LONGEST_USERNAME,
        "/he/providers/aegeanbet": LONGEST_USERNAME,
        [`/el/complaints/${complaintId}`]: address,
      };
      for (const [path, word] of Object.entries(pages)) {
        // A page cached before the review was written may be served for up to a second after it.
        await expect
          .poll(
            async () => {
              await page.goto(path);
              return page.getByText(word).count();
            },
            { timeout: 10_000 },
          )
          .toBeGreaterThan(0);
        expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBe(360);
      }
      await close();
    } finally {
      await reviewer.remove();
    }
  });
});
