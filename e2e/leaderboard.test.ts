import { eq } from "drizzle-orm";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contestMonthOf, monthStart, shiftMonth } from "#schema/cyprus-time";
import { reviews } from "#schema/reviews";
import { users } from "#schema/users";
import { seedId } from "#seed/data/ids";
import { launchBrowser, openPage, waitForHydration } from "./support/browser";
import { LONGEST_USERNAME, longNamedReviewer } from "./support/long-named-reviewer";
import { expectDocumentPage, islandRoots, servedHtml } from "./support/document-page";
import { signInAtProvider, textIn } from "./support/sign-in";
import { withSiteDatabase } from "./support/site-database";

const english = textIn("en");
/** A login name of the identity provider: the user's e-mail is `contest_leader@example.test`. */
const LOGIN = "contest_leader";
const CURRENT = contestMonthOf(new Date());
/** Two months back: last month may already be settled by the Prizes test, which freezes its standings. */
const EARLIER = shiftMonth(CURRENT, -2);
const DAY_MS = 86_400_000;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Approved reviews by the signed-in user: 5 this month (written now), 2 in an earlier month; their id. */
async function arrangeReviews(login: string) {
  return withSiteDatabase(async (db) => {
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.oidcSubject, login));
    if (!user) throw new Error(`No user signed in as ${login}`);
    const review = (provider: number, createdAt: Date) => ({
      providerId: seedId("provider", provider),
      userId: user.id,
      rating: 4,
      reviewText: "Quick payouts and fair odds on local football.",
      status: "approved" as const,
      createdAt,
      updatedAt: createdAt,
    });
    const earlier = new Date(monthStart(EARLIER).getTime() + 3 * DAY_MS);
    await db.batch([
      db.insert(reviews).values([1, 2, 3, 4, 5].map((provider) => review(provider, new Date()))),
      db.insert(reviews).values([6, 7].map((provider) => review(provider, earlier))),
    ]);
    return user.id;
  });
}

/** The user's own row of the ranking, and its reviews count (cells: rank, reviews, prize; the name is the row's header). */
const ownRow = (page: Page) =>
  page
    .getByRole("table")
    .getByRole("row")
    .filter({ hasText: english("leaderboard.you") });
const ownReviews = (page: Page) => ownRow(page).getByRole("cell").nth(1).textContent();

describe("the leaderboard as a document page", () => {
  it.each(["en", "el", "he"])(
    "/%s/leaderboard has no router runtime; month select and standings are its islands",
    async (locale) => {
      const { page, close } = await openPage(browser);
      expectDocumentPage(await servedHtml(page, `/${locale}/leaderboard`), {
        "month-select": 1,
        standings: 1,
        toaster: 1,
      });
      await close();
    },
  );

  it("with JavaScript, Apply is never shown (each choice loads), and a choice made before its code came still loads", async () => {
    const { page, errors, close } = await openPage(browser, { locale: "en-GB" });
    await page.route(/\/islands\/(?!boot-)[^/]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto("/en/leaderboard");
    await waitForHydration(page);
    const apply = page.getByRole("button", { name: english("common.apply") });
    expect(await apply.isHidden()).toBe(true);
    const month = page.getByLabel(english("leaderboard.month"));
    await month.focus();
    await month.selectOption(EARLIER);
    await page.waitForURL((url) => url.searchParams.get("month") === EARLIER);
    // The chosen month's document: its focus wakes the island only once its boot script listens.
    await waitForHydration(page);
    expect(await month.inputValue()).toBe(EARLIER);
    await month.focus();
    await page.waitForSelector('island-root[data-island="month-select"][data-hydrated]', {
      state: "attached",
    });
    expect(await apply.isHidden()).toBe(true);
    expect(errors).toEqual([]);
    await close();
  });

  it("the standings are read again every 5 minutes while the page is open, their code coming only then", async () => {
    const { page, errors, close } = await openPage(browser, { locale: "en-GB" });
    await page.clock.install();
    const reads: string[] = [];
    const islandCode: string[] = [];
    // A read counts once answered: the clock must not run on while one is still on its way, or the
    // refresh due meanwhile joins it (the query sends no second request for a read in flight).
    page.on("requestfinished", (request) => {
      if (request.url().includes(`/api/leaderboard/monthly/${CURRENT}`)) reads.push(request.url());
    });
    page.on("request", (request) => {
      if (/\/islands\/(?!boot-)[^/]+\.js$/.test(request.url())) islandCode.push(request.url());
    });
    await page.goto("/en/leaderboard");
    await waitForHydration(page);
    await page.clock.runFor(4 * 60_000);
    expect(reads).toEqual([]);
    expect(islandCode).toEqual([]);
    await page.clock.runFor(60_000 + 1_000);
    await expect.poll(() => reads.length).toBe(1);
    await page.waitForSelector('island-root[data-island="standings"][data-hydrated]', { state: "attached" });
    await page.clock.runFor(5 * 60_000 + 1_000);
    await expect.poll(() => reads.length).toBe(2);
    expect(errors).toEqual([]);
    await close();
  });
});

describe("the leaderboard for a signed-in user", () => {
  it("marks their row and shows their position; the month chosen is an address Back returns from", async () => {
    const { page, errors, close } = await openPage(browser, { locale: "en-GB" });
    await page.goto(`/api/login?returnTo=${encodeURIComponent("/en/leaderboard")}`);
    await signInAtProvider(page, LOGIN);
    const errorsOnSite = errors.length; // the identity provider's own pages are not ours to judge
    const userId = await arrangeReviews(LOGIN);
    await page.reload();
    await waitForHydration(page);

    // No username: "User" and the id's start, nothing from the e-mail (contest_leader@example.test).
    expect(await ownRow(page).getByRole("rowheader").textContent()).toBe(
      `User ${userId.slice(0, 8)} ${english("leaderboard.you")}`,
    );
    expect(await ownReviews(page)).toBe("5");
    const position = page.getByRole("region", { name: english("leaderboard.my_position.title") });
    await position.getByText(english("leaderboard.my_position.reviews")).waitFor();
    expect(await position.locator("dd").nth(1).textContent()).toBe("5");
    expect(await position.locator("dd").first().textContent()).toMatch(/^#\d+$/);

    expect(islandRoots(await servedHtml(page, "/en/leaderboard"))).toMatchObject({
      "my-contest-status": 1,
      "month-select": 1,
      standings: 1,
    });
    const month = page.getByLabel(english("leaderboard.month"));
    expect(await month.inputValue()).toBe(CURRENT);
    // As a visitor does: the select has the focus (which wakes its island) when a month is chosen.
    await month.focus();
    await month.selectOption(EARLIER);
    await page.waitForURL((url) => url.searchParams.get("month") === EARLIER);
    await expect.poll(() => ownReviews(page)).toBe("2");
    await expect.poll(() => position.locator("dd").nth(1).textContent()).toBe("2");

    await page.goBack();
    await page.waitForURL((url) => url.pathname === "/en/leaderboard" && url.search === "");
    await expect.poll(() => ownReviews(page)).toBe("5");
    expect(await month.inputValue()).toBe(CURRENT);

    expect(errors.slice(errorsOnSite)).toEqual([]);
    await close();
  });

  it("asks a user who cannot win yet to complete their profile, linking to it", async () => {
    const { page, errors, close } = await openPage(browser, { locale: "en-GB" });
    await page.goto(`/api/login?returnTo=${encodeURIComponent("/en/leaderboard")}`);
    await signInAtProvider(page, "contest_newcomer");
    const errorsOnSite = errors.length;
    await waitForHydration(page);
    const alert = page.getByRole("alert").filter({ hasText: english("leaderboard.not_eligible") });
    const link = alert.getByRole("link", { name: english("leaderboard.complete_profile") });
    expect(await link.getAttribute("href")).toBe("/profile");
    // Nothing approved this month yet: no place, and no row of theirs.
    const position = page.getByRole("region", { name: english("leaderboard.my_position.title") });
    await position.getByText(english("leaderboard.my_position.not_ranked")).waitFor();
    expect(await ownRow(page).count()).toBe(0);
    await link.click();
    await page.waitForURL((url) => url.pathname === "/profile");
    expect(errors.slice(errorsOnSite)).toEqual([]);
    await close();
  });
});

describe("the standings on a small phone", () => {
  it("fit a 360 px screen in Russian, with a name of 100 characters and no space among them", async () => {
    const month = shiftMonth(CURRENT, -4);
    const writtenAt = new Date(monthStart(month).getTime() + 3 * DAY_MS);
    const reviewer = await longNamedReviewer(writtenAt);
    try {
      const { page, errors, close } = await openPage(browser, {
        viewport: { width: 360, height: 740 },
        isMobile: true,
        hasTouch: true,
      });
      await page.goto(`/ru/leaderboard?month=${month}`);
      await page.getByRole("rowheader", { name: LONGEST_USERNAME }).waitFor();
      // The table's box: the four headers fit beside each other, and the name breaks.
      const box = page.getByRole("group").filter({ has: page.getByRole("table") });
      expect(await box.evaluate((element) => element.scrollWidth - element.clientWidth)).toBe(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(360);
      expect(errors).toEqual([]);
      await close();
    } finally {
      await reviewer.remove();
    }
  });
});
