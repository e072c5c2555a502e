import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Browser, BrowserContextOptions, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { providerRepresentatives } from "#schema/representatives";
import { reviews } from "#schema/reviews";
import { users } from "#schema/users";
import { launchBrowser, notification, openPage, waitForHydration } from "./support/browser";
import { adminStorageState, signInAtProvider, textIn } from "./support/sign-in";
import { seededProvider, withSiteDatabase } from "./support/site-database";

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: "el-GR" };
const say = textIn("el");

let browser: Browser;
let adminSession: BrowserContextOptions["storageState"];

beforeAll(async () => {
  browser = await launchBrowser();
  adminSession = await adminStorageState(browser);
});
afterAll(() => browser?.close());

/** The reviews island, hydrated (it wakes as it nears the screen). */
async function reviewsIsland(page: Page) {
  await waitForHydration(page);
  await page.locator('island-root[data-island="provider-reviews"]').scrollIntoViewIfNeeded();
  await page.waitForSelector('island-root[data-island="provider-reviews"][data-hydrated]', {
    state: "attached",
  });
}

describe("a company's reply to a review", () => {
  it("in Greek: the representative replies on a phone, the admin approves it, everyone sees it as the verified company response", async () => {
    const provider = await seededProvider("Carob Sports", "el");
    const reviewText = `E2E: οι αναλήψεις άργησαν τρεις μέρες ${randomUUID().slice(0, 8)}.`;
    const replyText = `Λυπούμαστε για την καθυστέρηση, το διορθώσαμε ${randomUUID().slice(0, 8)}.`;
    const providerPage = `/el/providers/${encodeURIComponent(provider.slug)}#reviews`;
    const authorId = randomUUID();
    await withSiteDatabase(async (db) => {
      await db
        .insert(users)
        .values({ id: authorId, email: `${authorId}@example.com`, username: "e2e_reviewer" });
      await db
        .insert(reviews)
        .values({ providerId: provider.id, userId: authorId, rating: 2, reviewText, status: "approved" });
    });

    // The company's representative signs in on a phone; the admin made them Carob Sports' one.
    const rep = await openPage(browser, PHONE);
    const login = "carob_representative";
    await rep.page.goto(`/api/login?returnTo=${encodeURIComponent(providerPage)}`);
    await signInAtProvider(rep.page, login);
    const errorsOnSite = rep.errors.length; // the identity provider's own pages are not ours to judge
    await withSiteDatabase(async (db) => {
      const [account] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.oidcIssuer, inject("issuer")), eq(users.oidcSubject, login)));
      await db.insert(providerRepresentatives).values({
        providerId: provider.id,
        email: `${login}@example.com`,
        userId: account!.id,
        status: "active",
      });
    });

    // Under the review: Reply; the reply then waits for moderation, with Edit and Delete. (Sign-in
    // came back to this very address: only a reload renders it again.)
    await rep.page.reload();
    await reviewsIsland(rep.page);
    const repItem = rep.page.locator("li", { has: rep.page.getByText(reviewText, { exact: true }) });
    await repItem.getByRole("button", { name: say("provider.reviews.reply.action"), exact: true }).click();
    await repItem.getByLabel(say("provider.reviews.reply.label")).fill(replyText);
    await repItem.getByRole("button", { name: say("provider.reviews.reply.send") }).click();
    await notification(rep.page, say("provider.reviews.reply.sent")).waitFor();
    await repItem.getByText(replyText, { exact: true }).waitFor();
    await repItem.getByText(say("provider.reviews.reply.status.pending")).waitFor();
    await repItem.getByRole("button", { name: say("provider.reviews.reply.edit") }).waitFor();
    await repItem.getByRole("button", { name: say("provider.reviews.reply.delete") }).waitFor();
    expect(
      await repItem.getByRole("button", { name: say("provider.reviews.reply.action"), exact: true }).count(),
    ).toBe(0);
    expect(rep.errors.slice(errorsOnSite)).toEqual([]);
    await rep.close();

    // The admin approves it in the Replies queue, beside the review it answers.
    const admin = await openPage(browser, { locale: "el-GR", storageState: adminSession });
    await admin.page.goto("/admin/replies");
    await waitForHydration(admin.page);
    const card = admin.page.locator("main li", { has: admin.page.getByText(replyText, { exact: true }) });
    await card.getByText(reviewText, { exact: true }).waitFor();
    await card.getByRole("button", { name: say("admin.replies.approve") }).click();
    await notification(admin.page, say("admin.replies.approved")).waitFor();
    await card.waitFor({ state: "detached" });
    expect(admin.errors).toEqual([]);
    await admin.close();

    // A visitor on a phone reads it under the review: the company's name, "Verified company response".
    const visitor = await openPage(browser, PHONE);
    await visitor.page.goto(providerPage);
    await reviewsIsland(visitor.page);
    const reply = visitor.page
      .locator("li", { has: visitor.page.getByText(reviewText, { exact: true }) })
      .getByRole("group", {
        name: say("provider.reviews.reply.label_of").replace("{brand}", provider.brand),
      });
    await reply.getByText(replyText, { exact: true }).waitFor();
    await reply.getByText(say("provider.reviews.reply.verified")).waitFor();
    await reply.getByText(provider.brand, { exact: true }).waitFor();
    expect(await reply.getByRole("button").count()).toBe(0);
    expect(visitor.errors).toEqual([]);
    await visitor.close();
  });
});
