import { randomUUID } from "node:crypto";
import type { Browser, BrowserContextOptions, Locator, Page, Route } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { providers } from "#schema/providers";
import { reviews } from "#schema/reviews";
import { users } from "#schema/users";
import { axeViolations } from "./support/axe";
import { launchBrowser, notification, openPage, waitForHydration } from "./support/browser";
import { adminStorageState, textIn } from "./support/sign-in";
import { withSiteDatabase } from "./support/site-database";

const english = textIn("en");

/** Review texts that would run script if they reached the page as HTML. */
const HOSTILE_TEXTS = [
  "<script>window.__xss=1</script>",
  '<img src=x onerror="window.__xss=1">',
  '<svg onload="window.__xss=1"><circle r="9"/></svg>',
  "javascript:window.__xss=1",
];

const TO_APPROVE = { id: randomUUID(), text: "E2E: withdrawals reached my bank in two days." };
const TO_DELETE = { id: randomUUID(), text: "E2E: a review the moderator removes." };

/**
 * On a provider of its own (inactive, so no public page changes): two pending reviews, the first
 * flagged as a near duplicate of the second, and a rejected review for each hostile text.
 */
async function insertFixtures() {
  const authors = Array.from({ length: 6 }, (_, index) => ({
    id: randomUUID(),
    email: `moderation-author-${index}@example.com`,
    username: `moderation_author_${index}`,
  }));
  const providerId = randomUUID();
  await withSiteDatabase((db) =>
    db.batch([
      db.insert(providers).values({
        id: providerId,
        brand: "E2E Moderation Bet",
        domain: "moderation.example",
        licenseId: "E2E-1",
        active: false,
      }),
      ...authors.map((author) => db.insert(users).values(author)),
      db.insert(reviews).values({
        ...TO_APPROVE,
        reviewText: TO_APPROVE.text,
        providerId,
        userId: authors[0]!.id,
        rating: 4,
        flags: [{ kind: "near_duplicate", reviewId: TO_DELETE.id, similarity: 87 }],
      }),
      db.insert(reviews).values({
        ...TO_DELETE,
        reviewText: TO_DELETE.text,
        providerId,
        userId: authors[1]!.id,
        rating: 2,
      }),
      ...HOSTILE_TEXTS.map((reviewText, index) =>
        db.insert(reviews).values({
          providerId,
          userId: authors[index + 2]!.id,
          rating: 1,
          reviewText,
          status: "rejected",
        }),
      ),
    ]),
  );
}

let browser: Browser;
let session: BrowserContextOptions["storageState"];

beforeAll(async () => {
  browser = await launchBrowser();
  await insertFixtures();
  session = await adminStorageState(browser);
});
afterAll(() => browser?.close());

/** A page signed in as the seeded admin, in English unless said otherwise. */
const adminPage = (options: BrowserContextOptions = {}) =>
  openPage(browser, { locale: "en-US", storageState: session, ...options });

/** From the dashboard to Review Moderation by the sidebar: the page renders in the browser. */
async function openModeration(page: Page, text = english) {
  await page.goto("/admin");
  await waitForHydration(page);
  const sidebar = page.getByRole("navigation", { name: text("admin.nav_label") });
  await sidebar.getByRole("link", { name: text("admin.nav.reviews") }).click();
  await page.getByRole("heading", { level: 1, name: text("admin.reviews.title") }).waitFor();
}

const tabs = (page: Page) => page.getByRole("navigation", { name: english("admin.reviews.tabs") });
const tab = (page: Page, key: string) =>
  tabs(page).getByRole("link", { name: new RegExp(`^${english(key)}`) });
const countOf = async (link: Locator) => Number((await link.textContent())?.match(/\d+/)?.[0]);

/** A review's card, found by its text. */
const card = (page: Page, text: string) =>
  page.locator("main li", { has: page.locator("blockquote", { hasText: text }) });

describe("the way into the back office", () => {
  it("opens from the menu's account card with a full page load that brings the back office's routes", async () => {
    const { page, errors, close } = await adminPage();
    await page.goto("/en/menu");
    await waitForHydration(page);
    await page.getByRole("link", { name: english("auth.account.admin") }).click();
    await page.getByRole("heading", { level: 1, name: english("admin.dashboard.title") }).waitFor();
    await waitForHydration(page);
    // The back office's own links navigate in the browser: its routes are there.
    await openModeration(page);
    expect(new URL(page.url()).pathname).toBe("/admin/reviews");
    expect(errors).toEqual([]);
    await close();
  });
});

describe("Review Moderation (/admin/reviews)", () => {
  it("approves from the Pending tab: the buttons wait for the request, the review leaves Pending, the toast says so", async () => {
    const { page, errors, close } = await adminPage();
    await openModeration(page);
    await tab(page, "admin.reviews.tab.pending").click();
    await page.waitForURL(/\/admin\/reviews\?status=pending$/);
    const pendingBefore = await countOf(tab(page, "admin.reviews.tab.pending"));
    const review = card(page, TO_APPROVE.text);
    await review.getByText("Near duplicate of review").waitFor();
    const flags = review.getByRole("list", { name: english("admin.reviews.flags") });
    expect(await flags.getByRole("listitem").allTextContents()).toEqual([
      `Near duplicate of review ${TO_DELETE.id.slice(0, 8)} (87% similar)`,
    ]);

    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**/api/admin/reviews/${TO_APPROVE.id}`, async (route) => {
      await held;
      await route.continue();
    });
    const approve = review.getByRole("button", { name: english("admin.reviews.approve") });
    await approve.click();
    await expect.poll(() => approve.isDisabled()).toBe(true);
    expect(await review.getByRole("button", { name: english("admin.reviews.reject") }).isDisabled()).toBe(
      true,
    );
    expect(await review.getByRole("button", { name: english("admin.action.delete") }).isDisabled()).toBe(
      true,
    );
    release();

    await notification(page, english("admin.reviews.approved")).waitFor();
    await review.waitFor({ state: "detached" });
    expect(await countOf(tab(page, "admin.reviews.tab.pending"))).toBe(pendingBefore - 1);
    await tab(page, "admin.reviews.tab.approved").click();
    const approved = card(page, TO_APPROVE.text);
    await approved.waitFor();
    expect(await approved.getByRole("button", { name: english("admin.reviews.approve") }).count()).toBe(0);
    expect(errors).toEqual([]);
    await close();
  });

  it("deletes a review only after the confirmation dialog (Cancel keeps it)", async () => {
    const { page, errors, close } = await adminPage();
    await openModeration(page);
    const review = card(page, TO_DELETE.text);
    const deleteButton = review.getByRole("button", { name: english("admin.action.delete") });

    await deleteButton.click();
    const dialog = page.getByRole("dialog", { name: english("admin.reviews.delete_title") });
    await dialog.getByText(english("admin.reviews.delete_confirm")).waitFor();
    expect(english("admin.reviews.delete_confirm")).toBe(
      "Are you sure you want to delete this review? This action cannot be undone.",
    );
    await dialog.getByRole("button", { name: english("admin.action.cancel") }).click();
    await dialog.waitFor({ state: "detached" });
    expect(await review.count()).toBe(1);

    await deleteButton.click();
    await dialog.getByRole("button", { name: english("admin.action.delete") }).click();
    await notification(page, english("admin.reviews.deleted")).waitFor();
    await review.waitFor({ state: "detached" });
    await page.reload();
    await page.getByRole("heading", { level: 1, name: english("admin.reviews.title") }).waitFor();
    expect(await card(page, TO_DELETE.text).count()).toBe(0);
    expect(errors).toEqual([]);
    await close();
  });

  it("shows hostile review texts as plain text, in the server's HTML and in the browser's render", async () => {
    const { page, errors, close } = await adminPage();
    const expectInert = async () => {
      for (const text of HOSTILE_TEXTS) {
        const quote = card(page, text).locator("blockquote");
        expect(await quote.textContent()).toBe(text);
        expect(await quote.isVisible()).toBe(true);
        expect(await quote.locator("*").count(), text).toBe(0);
      }
      expect(
        await page.locator('main img[src="x"], main svg[onload], main a[href^="javascript:"]').count(),
      ).toBe(0);
      expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
    };

    await page.goto("/admin/reviews?status=rejected");
    await expectInert();

    await openModeration(page);
    // Keyboard: the Rejected tab is a link reached and followed without a mouse.
    await tab(page, "admin.reviews.tab.rejected").focus();
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/admin\/reviews\?status=rejected$/);
    await expect.poll(() => tab(page, "admin.reviews.tab.all").getAttribute("aria-current")).toBeNull();
    expect(await tab(page, "admin.reviews.tab.rejected").getAttribute("aria-current")).toBe("page");
    await card(page, HOSTILE_TEXTS[0]!).waitFor();
    await expectInert();
    expect(errors).toEqual([]);
    await close();
  });

  it("filters to flagged reviews with the Flagged toggle, on the page as the server sent it", async () => {
    const { page, errors, close } = await adminPage();
    await page.goto("/admin/reviews");
    await waitForHydration(page);
    const toggle = page.getByRole("button", { name: new RegExp(`^${english("admin.reviews.flagged")}`) });
    expect(await toggle.getAttribute("aria-pressed")).toBe("false");
    await toggle.click();
    await page.waitForURL(/flagged=true/);
    await expect.poll(() => toggle.getAttribute("aria-pressed")).toBe("true");
    await card(page, TO_APPROVE.text).waitFor();
    const cards = page.locator("main li", { has: page.locator("blockquote") });
    const flagLists = page.getByRole("list", { name: english("admin.reviews.flags") });
    expect(await flagLists.count()).toBe(await cards.count());
    expect(await card(page, HOSTILE_TEXTS[0]!).count()).toBe(0);
    expect(errors).toEqual([]);
    await close();
  });

  it("says when the list cannot be read (with a retry) and when a change fails (with the server's reason)", async () => {
    const { page, close } = await adminPage();
    await openModeration(page);
    const refuse = (status: number, body: object) => (route: Route) =>
      route.fulfill({ status, contentType: "application/json", body: JSON.stringify(body) });
    await page.route("**/api/admin/reviews?*", refuse(500, { message: "Internal server error" }));
    await tab(page, "admin.reviews.tab.approved").click();
    const alert = page.getByRole("alert").filter({ hasText: english("admin.reviews.fetch_failed") });
    await alert.waitFor();
    await page.unroute("**/api/admin/reviews?*");
    await alert.getByRole("button", { name: english("admin.retry") }).click();
    const review = card(page, TO_APPROVE.text);
    await review.waitFor();

    await page.route(
      `**/api/admin/reviews/${TO_APPROVE.id}`,
      refuse(404, { message: "Review not found", messageKey: "reviews.error.not_found" }),
    );
    // Approved by the first test: a published review is removed, with its ground.
    await review.getByRole("button", { name: english("admin.reviews.remove") }).click();
    const dialog = page.getByRole("dialog", { name: english("admin.reviews.decision.title.remove") });
    await dialog.getByRole("radio", { name: english("reviews.guidelines.spam.title") }).check();
    const submit = dialog.getByRole("button", { name: english("admin.reviews.decision.submit.remove") });
    await submit.click();
    const failure = notification(page, english("admin.reviews.reject_failed"));
    await failure.waitFor();
    expect(await failure.textContent()).toContain("Review not found");
    expect(await submit.isEnabled()).toBe(true);
    await close();
  });

  it.each([
    ["en", "en-US", "light"],
    ["he", "he-IL", "dark"],
  ] as const)(
    "has no axe violations (%s, %s), nor with the delete dialog open",
    async (language, locale, colorScheme) => {
      const text = textIn(language);
      const { page, close } = await adminPage({ locale, colorScheme });
      await page.goto("/admin/reviews?status=pending");
      await page.locator("main blockquote").first().waitFor();
      expect(await axeViolations(page)).toEqual([]);

      await openModeration(page, text);
      const firstCard = page.locator("main li", { has: page.locator("blockquote") }).first();
      await firstCard.getByRole("button", { name: text("admin.action.delete") }).click();
      await page.getByRole("dialog", { name: text("admin.reviews.delete_title") }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await close();
    },
  );
});
