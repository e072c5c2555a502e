import { randomUUID } from "node:crypto";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inject } from "vitest";
import type { Locale } from "#schema/locales";
import { reviews } from "#schema/reviews";
import { users } from "#schema/users";
import { seedId } from "#seed/data/ids";
import { launchBrowser, openPage, waitForHydration } from "./support/browser";
import { signInAtProvider, textIn } from "./support/sign-in";
import { withSiteDatabase } from "./support/site-database";

const AEGEANBET = { id: seedId("provider", 1), slug: "aegeanbet", brand: "AegeanBet" };
const draftKey = `reviewDraft_${AEGEANBET.id}`;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Someone who has reviewed AegeanBet already, signing in with this login at the identity provider. */
async function pastReviewer(login: string) {
  const id = randomUUID();
  await withSiteDatabase((db) =>
    db.batch([
      db.insert(users).values({
        id,
        email: `${login}@example.test`,
        firstName: "Eleni",
        oidcIssuer: inject("issuer"),
        oidcSubject: login,
      }),
      db.insert(reviews).values({
        providerId: AEGEANBET.id,
        userId: id,
        rating: 5,
        reviewText: "My first review of AegeanBet, written long ago.",
        status: "approved",
      }),
    ]),
  );
}

describe("a review written signed out by someone who has reviewed the provider already", () => {
  it.each([
    ["en", "en-GB", "A second opinion: deposits are instant, withdrawals took three days."],
    ["he", "he-IL", "דעה שנייה: ההפקדות מיידיות, המשיכות לקחו שלושה ימים."],
  ] as const)("is kept in view to be copied, in %s, until dismissed", async (locale, browserLocale, text) => {
    const t = textIn(locale as Locale);
    const login = `second_${locale}_${randomUUID().slice(0, 8)}`;
    await pastReviewer(login);
    // The identity provider's own pages report failed loads of their own: not this site's errors.
    const { page, close } = await openPage(browser, { locale: browserLocale });
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
    const sent: unknown[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST" && new URL(request.url()).pathname === "/api/reviews")
        sent.push(request);
    });
    await page.goto(`/${locale}/providers/${AEGEANBET.slug}`);
    await waitForHydration(page);

    const form = page.getByRole("region", { name: t("provider.review_form.title") });
    await form.scrollIntoViewIfNeeded();
    const textbox = form.getByLabel(t("provider.review_form.text"));
    await expect.poll(() => textbox.isEnabled()).toBe(true);
    await form
      .locator("label")
      .filter({
        has: page.getByRole("radio", { name: t("provider.review_form.stars.other").replace("{count}", "4") }),
      })
      .click();
    await textbox.fill(text);
    await form.getByRole("button", { name: t("provider.review_form.submit") }).click();
    const dialog = page.getByRole("dialog", { name: t("auth.login_dialog.title") });
    await dialog.getByRole("link", { name: t("auth.login_dialog.login") }).click();
    await signInAtProvider(page, login);
    await waitForHydration(page);

    const yours = page.getByRole("region", { name: t("provider.review_form.yours") });
    await yours.scrollIntoViewIfNeeded();
    const notice = yours.getByRole("alert");
    await notice.getByText(t("provider.review_form.unsent").replace("{brand}", AEGEANBET.brand)).waitFor();
    const unsent = notice.getByRole("textbox", { name: t("provider.review_form.unsent_label") });
    expect(await unsent.inputValue()).toBe(text);
    expect(await unsent.getAttribute("readonly")).not.toBeNull();
    expect(sent).toEqual([]);

    await notice.getByRole("button", { name: t("provider.review_form.copy") }).click();
    await notice.getByRole("button", { name: t("provider.review_form.copied") }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(text);
    // Still there on the next visit, until dismissed.
    await page.reload();
    await waitForHydration(page);
    await yours.scrollIntoViewIfNeeded();
    await notice.waitFor();
    expect(await page.evaluate((key) => localStorage.getItem(key), draftKey)).not.toBeNull();

    await notice.getByRole("button", { name: t("provider.review_form.dismiss") }).click();
    await notice.waitFor({ state: "detached" });
    expect(await page.evaluate((key) => localStorage.getItem(key), draftKey)).toBeNull();
    expect(sent).toEqual([]);
    await close();
  });
});
