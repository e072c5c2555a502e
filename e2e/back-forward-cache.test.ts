import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { banners, bannersI18n } from "#schema/banners";
import { PUBLIC_PAGE_PATHS } from "#schema/public-pages";
import { baseUrl, launchBrowser, openPage, waitForHydration } from "./support/browser";
import { withSiteDatabase } from "./support/site-database";

/** A banner shown a limited number of times: the leaderboard and the FAQ count each view in a cookie. */
const CAPPED = { id: randomUUID(), content: `Capped boost ${randomUUID().slice(0, 8)}` };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser({ withBackForwardCache: true });
  await withSiteDatabase((db) =>
    db.batch([
      db.insert(banners).values({
        id: CAPPED.id,
        name: `E2E capped ${CAPPED.id}`,
        placement: "hero",
        ruleJson: { pages: ["leaderboard", "faq"], startDate: null, endDate: null },
        frequencyCap: 100,
      }),
      db.insert(bannersI18n).values({ bannerId: CAPPED.id, locale: "en", content: CAPPED.content }),
    ]),
  );
});
afterAll(async () => {
  // Its text goes with it (cascade).
  await withSiteDatabase((db) => db.delete(banners).where(eq(banners.id, CAPPED.id)));
  await browser?.close();
});

/** Every public page once (what keeps a page out of the cache is the same in every language), and Hebrew's home. */
const PAGES = [
  ...[...PUBLIC_PAGE_PATHS, "/providers/aegeanbet"].map((path) => `/en${path === "/" ? "" : path}`),
  "/he",
];

/**
 * Opens `path` (after `arrange` on the fresh page), leaves it by a document navigation (to `away`)
 * and comes Back: the page must come from the cache, with nothing reported.
 */
async function expectRestored(
  path: string,
  {
    arrange,
    away = path.endsWith("/about") ? "/en/contact" : "/en/about",
  }: {
    arrange?: (page: Page) => Promise<void>;
    away?: string;
  } = {},
) {
  const { page, errors, close } = await openPage(browser, { locale: "en-GB" });
  await arrange?.(page);
  const session = await page.context().newCDPSession(page);
  await session.send("Page.enable");
  const reasons: unknown[] = [];
  session.on("Page.backForwardCacheNotUsed", (event) => reasons.push(event));

  await page.goto(path);
  await waitForHydration(page);
  await page.evaluate(() => {
    addEventListener("pageshow", (event) => {
      if (event.persisted) document.documentElement.dataset.restored = "";
    });
  });
  await page.goto(away);
  // A page restored from the cache fires pageshow (persisted), not load; one loaded anew fires load.
  const settled = Promise.race([
    page.waitForSelector("html[data-restored]", { state: "attached" }),
    page.waitForEvent("load"),
  ]);
  await page.goBack({ waitUntil: "commit" });
  await settled;
  expect(reasons).toEqual([]);
  expect(await page.locator("html[data-restored]").count()).toBe(1);
  expect(errors).toEqual([]);
  return { page, close };
}

describe("the back/forward cache", () => {
  it.each(PAGES)("restores %s on Back after a document navigation away", async (path) => {
    const { close } = await expectRestored(path);
    await close();
  });

  // Chromium keeps a `no-store` page too, until a cookie changes: here the next page's count.
  it("restores a page that counted a view of a capped banner after another page counted one (the visitor accepted cookies)", async () => {
    const { page, close } = await expectRestored("/en/leaderboard", {
      arrange: (page) => page.context().addCookies([{ name: "consent", value: "accepted", url: baseUrl() }]),
      away: "/en/faq",
    });
    await page.getByText(CAPPED.content).waitFor();
    const cookies = await page.context().cookies();
    // Counted on the leaderboard and on the FAQ; Back showed the leaderboard as it was, uncounted.
    expect(cookies.find((cookie) => cookie.name === "banner_views")?.value).toBe(`${CAPPED.id}.2`);
    await close();
  });
});
