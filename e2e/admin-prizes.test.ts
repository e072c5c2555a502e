import type { Browser, BrowserContextOptions, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, count, eq, ne } from "drizzle-orm";
import { prizeAwards } from "#schema/contest";
import { emailOutbox } from "#schema/content";
import { mailDeliveries } from "#schema/mail-deliveries";
import { users } from "#schema/users";
import { contestMonthOf, shiftMonth } from "#schema/cyprus-time";
import { axeViolations } from "./support/axe";
import { launchBrowser, notification, openPage, waitForHydration } from "./support/browser";
import { adminStorageState, textIn } from "./support/sign-in";
import { withSiteDatabase } from "./support/site-database";

const english = textIn("en");

/** The seeded demo has approved reviews in the month before this one. */
const LAST_MONTH = shiftMonth(contestMonthOf(new Date()), -1);

let browser: Browser;
let session: BrowserContextOptions["storageState"];

beforeAll(async () => {
  browser = await launchBrowser();
  session = await adminStorageState(browser);
});
afterAll(() => browser?.close());

const adminPage = (options: BrowserContextOptions = {}) =>
  openPage(browser, { locale: "en-US", storageState: session, ...options });

const awardCount = () => withSiteDatabase((db) => db.$count(prizeAwards));

const tabs = (page: Page, text = english) =>
  page.getByRole("navigation", { name: text("admin.prizes.tabs") });
const tab = (page: Page, key: string, text = english) =>
  tabs(page, text).getByRole("link", { name: text(key) });

/** Award cards: list items with a heading (the winner's name). */
const cards = (page: Page) => page.locator("main li", { has: page.locator("h2") });
const cardOf = (page: Page, winner: string) =>
  page.locator("main li", { has: page.getByRole("heading", { level: 2, name: winner, exact: true }) });

/** From the dashboard to Prizes by the sidebar: the page renders in the browser. */
async function openPrizes(page: Page, text = english) {
  await page.goto("/admin");
  await waitForHydration(page);
  const sidebar = page.getByRole("navigation", { name: text("admin.nav_label") });
  await sidebar.getByRole("link", { name: text("admin.nav.prizes") }).click();
  await page.getByRole("heading", { level: 1, name: text("admin.prizes.title") }).waitFor();
}

/** Calculate, then confirm in the dialog that explains the settlement is final. */
async function calculate(page: Page) {
  await page.getByRole("button", { name: english("admin.prizes.calculate"), exact: true }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByText(/once and for all/).waitFor();
  await dialog.getByRole("button", { name: english("admin.prizes.calculate"), exact: true }).click();
  await dialog.waitFor({ state: "detached" });
}

describe("Prizes (/admin/prizes)", () => {
  it("settles last month: the awards appear under Pending Prizes, and Recalculate replaces them", async () => {
    const { page, errors, close } = await adminPage();
    await openPrizes(page);
    expect(await awardCount()).toBe(0);
    await tab(page, "admin.prizes.tab.leaderboard").click();
    await page.waitForURL(/\/admin\/prizes\?tab=leaderboard$/);
    const month = page.getByLabel(english("admin.prizes.leaderboard.month"));
    expect(await month.inputValue()).toBe(LAST_MONTH);
    expect(await month.locator("option").count()).toBe(12);
    await page.getByText(english("admin.prizes.leaderboard.live")).waitFor();
    const standings = page.locator("main table tbody tr");
    expect(await standings.count()).toBeGreaterThan(0);

    // Cancel leaves the month as it was.
    await page.getByRole("button", { name: english("admin.prizes.calculate") }).click();
    await page
      .getByRole("dialog")
      .getByRole("button", { name: english("admin.action.cancel") })
      .click();
    await page.getByRole("dialog").waitFor({ state: "detached" });
    expect(await awardCount()).toBe(0);

    await calculate(page);
    await notification(page, english("admin.prizes.calculated")).waitFor();
    await page.getByText(/^Settled on /).waitFor();
    const awards = await awardCount();
    expect(awards).toBeGreaterThan(0);
    const winners = (await standings.allTextContents()).filter((row) => row.includes("€")).length;
    expect(winners).toBe(awards);

    await tab(page, "admin.prizes.tab.pending").click();
    await page.waitForURL(/\/admin\/prizes$/);
    await cards(page).first().waitFor();
    expect(await cards(page).count()).toBe(awards);

    // Back returns to Leaderboard Management, which now offers Recalculate: while no prize is
    // decided it replaces the standings and awards (the same reviews: as many awards).
    await page.goBack();
    await page.waitForURL(/\?tab=leaderboard$/);
    await page.getByRole("button", { name: english("admin.prizes.recalculate"), exact: true }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByText(/are replaced by a new calculation/).waitFor();
    await dialog.getByRole("button", { name: english("admin.prizes.recalculate"), exact: true }).click();
    await dialog.waitFor({ state: "detached" });
    await notification(page, english("admin.prizes.recalculated")).waitFor();
    expect(await awardCount()).toBe(awards);
    expect(errors).toEqual([]);
    await close();
  });

  it("pays one award with a note: it leaves Pending Prizes and shows in Prize History as paid", async () => {
    const { page, errors, close } = await adminPage();
    await page.goto("/admin/prizes");
    await waitForHydration(page);
    await page.getByLabel(english("admin.prizes.month")).selectOption(LAST_MONTH);
    await page.waitForURL(new RegExp(`\\?month=${LAST_MONTH}$`));
    const pendingBefore = await cards(page).count();
    const first = cards(page).first();
    const winner = (await first.getByRole("heading", { level: 2 }).textContent())!;
    const card = cardOf(page, winner);
    expect(await card.getByText(english("admin.prizes.not_paid")).count()).toBe(1);

    await card.getByLabel(english("admin.prizes.status_label")).selectOption("paid");
    await card.getByLabel(english("admin.prizes.notes")).fill("Paid by bank transfer, ref E2E-42");
    await card.getByRole("button", { name: english("admin.action.save") }).click();
    await notification(page, english("admin.prizes.updated")).waitFor();
    await card.waitFor({ state: "detached" });
    expect(await cards(page).count()).toBe(pendingBefore - 1);

    await tab(page, "admin.prizes.tab.history").click();
    await page.waitForURL(/\?tab=history$/);
    const paid = cardOf(page, winner);
    await paid.waitFor();
    expect(
      await paid.getByText(english("admin.prizes.status.paid"), { exact: true }).first().isVisible(),
    ).toBe(true);
    expect(await paid.getByLabel(english("admin.prizes.notes")).inputValue()).toBe(
      "Paid by bank transfer, ref E2E-42",
    );
    expect(await paid.getByText(english("admin.prizes.not_paid")).count()).toBe(0);
    // The award's own details (the winner's mail has a list of its own, with its sending time).
    expect(await paid.locator("dl").first().locator("dd time").count()).toBe(2); // created and paid
    expect(errors).toEqual([]);
    await close();
  });

  it("shows the winner's mail as sent, and Resend sends the same mail again", async () => {
    /** A settled prize mail (the queue sends it just after the settlement) and its winner. */
    const sentPrizeMail = async () => {
      for (const deadline = Date.now() + 30_000; Date.now() < deadline;) {
        const [row] = await withSiteDatabase((db) =>
          db
            .select({
              id: mailDeliveries.id,
              attempts: mailDeliveries.attempts,
              to: mailDeliveries.toEmail,
              username: users.username,
            })
            .from(mailDeliveries)
            .innerJoin(prizeAwards, eq(prizeAwards.id, mailDeliveries.prizeAwardId))
            .innerJoin(users, eq(users.id, prizeAwards.userId))
            .where(eq(mailDeliveries.status, "sent")),
        );
        if (row) return row;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      throw new Error("No prize mail was sent");
    };
    const mailsTo = async (to: string) =>
      (
        await withSiteDatabase((db) =>
          db.select({ total: count() }).from(emailOutbox).where(eq(emailOutbox.toEmail, to)),
        )
      )[0]!.total;
    const delivery = await sentPrizeMail();
    const mailsBefore = await mailsTo(delivery.to);

    const { page, errors, close } = await adminPage();
    await page.goto("/admin/prizes?tab=history");
    await waitForHydration(page);
    // The winner's card whose mail went out (a winner of earlier months has cards without one).
    const card = cardOf(page, delivery.username ?? delivery.to).filter({
      has: page.getByText(english("admin.prizes.mail.status.sent"), { exact: true }),
    });
    await card.waitFor();
    await card.getByRole("button", { name: english("admin.prizes.mail.resend") }).click();
    await notification(page, english("admin.prizes.mail.resent")).waitFor();
    for (const deadline = Date.now() + 30_000; ;) {
      const [row] = await withSiteDatabase((db) =>
        db
          .select({ attempts: mailDeliveries.attempts })
          .from(mailDeliveries)
          .where(and(eq(mailDeliveries.id, delivery.id), ne(mailDeliveries.status, "queued"))),
      );
      if (row?.attempts === delivery.attempts + 1) break;
      if (Date.now() > deadline) throw new Error("The resent prize mail did not leave the queue");
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(await mailsTo(delivery.to)).toBe(mailsBefore + 1);
    expect(errors).toEqual([]);
    await close();
  });

  it("says when a status change fails, with the server's reason", async () => {
    const { page, close } = await adminPage();
    await page.goto("/admin/prizes?tab=history");
    await waitForHydration(page);
    const card = cards(page).first();
    await page.route("**/api/admin/prizes/*/status", (route) =>
      route.fulfill({
        status: 404,
        contentType: "application/json",
        body: JSON.stringify({ message: "Prize award not found" }),
      }),
    );
    await card.getByRole("button", { name: english("admin.action.save") }).click();
    const failure = notification(page, english("admin.prizes.update_failed"));
    await failure.waitFor();
    expect(await failure.textContent()).toContain("Prize award not found");
    await close();
  });

  it.each([
    ["en", "en-US", "light"],
    ["he", "he-IL", "dark"],
  ] as const)(
    "has no axe violations (%s, %s), nor with the Recalculate dialog open (the month settled above)",
    async (language, locale, colorScheme) => {
      const text = textIn(language);
      const { page, close } = await adminPage({ locale, colorScheme });
      await page.goto("/admin/prizes");
      await cards(page).first().waitFor();
      expect(await axeViolations(page)).toEqual([]);

      await openPrizes(page, text);
      await tab(page, "admin.prizes.tab.leaderboard", text).click();
      await page.locator("main table").waitFor();
      await page.getByRole("button", { name: text("admin.prizes.recalculate"), exact: true }).click();
      await page.getByRole("dialog").waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await close();
    },
  );
});
