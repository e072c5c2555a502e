import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Browser, BrowserContextOptions, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { reviews } from "#schema/reviews";
import { users } from "#schema/users";
import { launchBrowser, notification, openPage, waitForHydration } from "./support/browser";
import { adminStorageState, signInAtProvider, textIn } from "./support/sign-in";
import { seededProvider, withSiteDatabase } from "./support/site-database";

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

let browser: Browser;
let adminSession: BrowserContextOptions["storageState"];

beforeAll(async () => {
  browser = await launchBrowser();
  adminSession = await adminStorageState(browser);
});
afterAll(() => browser?.close());

/** The card of a review in Review Moderation, by its text. */
const moderationCard = (page: Page, text: string) =>
  page.locator("main li", { has: page.locator("blockquote", { hasText: text }) });

/** In the decision dialog: sent without a ground it is refused; then the spam clause and facts. */
async function decideWithGround(page: Page, say: (key: string) => string, kind: "remove" | "keep") {
  const dialog = page.getByRole("dialog", { name: say(`admin.reviews.decision.title.${kind}`) });
  await dialog.getByRole("button", { name: say(`admin.reviews.decision.submit.${kind}`) }).click();
  await dialog.getByText(say("reviews.error.ground_required")).waitFor();
  await dialog.getByRole("radio", { name: say("reviews.guidelines.spam.title") }).check();
  await dialog.getByLabel(say("admin.reviews.decision.facts")).fill("Promo code in the text.");
  await dialog.getByRole("button", { name: say(`admin.reviews.decision.submit.${kind}`) }).click();
  await dialog.waitFor({ state: "detached" });
}

describe("a reported review, from the report to the final decision on its appeal", () => {
  it.each([
    ["he", "he-IL"],
    ["el", "el-GR"],
  ] as const)(
    "in %s: a visitor reports it on a phone, the admin removes it from the queue with a ground, the author reads why and appeals, the admin keeps it, the author reads the final decision",
    async (language, locale) => {
      const say = textIn(language);
      const provider = await seededProvider("Petra Play", language);
      const reviewText = `E2E ${language}: use my promo code ${randomUUID().slice(0, 8)} for a bonus.`;

      // The author, signed in on a phone, has a published review the automated checks flagged.
      const author = await openPage(browser, { ...PHONE, locale });
      const login = `statement_author_${language}`;
      await author.page.goto(`/api/login?returnTo=%2F${language}`);
      await signInAtProvider(author.page, login);
      const errorsOnSite = author.errors.length; // the identity provider's own pages are not ours to judge
      const [account] = await withSiteDatabase((db) =>
        db
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.oidcIssuer, inject("issuer")), eq(users.oidcSubject, login))),
      );
      await withSiteDatabase((db) =>
        db.insert(reviews).values({
          providerId: provider.id,
          userId: account!.id,
          rating: 1,
          reviewText,
          status: "approved",
          flags: [{ kind: "new_account", hours: 1 }],
        }),
      );

      // A visitor, not signed in, on a phone: reports it through the review's Report dialog.
      const visitor = await openPage(browser, { ...PHONE, locale });
      await visitor.page.goto(`/${language}/providers/${encodeURIComponent(provider.slug)}#reviews`);
      await waitForHydration(visitor.page);
      const item = visitor.page.locator("li", { has: visitor.page.getByText(reviewText, { exact: true }) });
      await item.getByRole("link", { name: say("reviews.report.action") }).click();
      const report = visitor.page.getByRole("dialog", { name: say("reviews.report.title") });
      // Sent empty, it says what is missing, in the page's language.
      await report.getByRole("button", { name: say("reviews.report.submit") }).click();
      await report
        .getByRole("alert")
        .filter({ hasText: say("reports.validation.reason") })
        .waitFor();
      await report
        .getByRole("alert")
        .filter({ hasText: say("reports.validation.good_faith") })
        .waitFor();
      await report.getByRole("radio", { name: say("reviews.report.reason.spam") }).check();
      await report
        .getByRole("textbox", { name: say("reviews.report.explanation") })
        .fill("Advertises a code.");
      await report.getByText(/^18\b/).waitFor();
      await report
        .getByRole("textbox", { name: say("reviews.report.email") })
        .fill(`r-${language}@example.com`);
      await report.getByRole("checkbox", { name: say("reviews.report.good_faith") }).check();
      await report.getByRole("button", { name: say("reviews.report.submit") }).click();
      const sent = visitor.page.getByRole("dialog", { name: say("reviews.report.sent.title") });
      const reference = await sent.getByTestId("report-reference").textContent();
      expect(reference).toMatch(/^R-[2-9A-HJKMNP-Z]{6}$/);
      expect(visitor.errors).toEqual([]);
      await visitor.close();

      // The admin finds it in the reports queue and removes it with a ground.
      const admin = await openPage(browser, { locale, storageState: adminSession });
      await admin.page.goto("/admin/reviews?view=reports");
      await waitForHydration(admin.page);
      const reported = moderationCard(admin.page, reviewText);
      await reported.getByText(reference!).waitFor();
      await reported.getByText(`${say("reviews.report.reason.spam")}: 1`).waitFor();
      await reported.getByRole("button", { name: say("admin.reviews.reports.remove") }).click();
      await decideWithGround(admin.page, say, "remove");
      await notification(admin.page, say("admin.reviews.reports.removed")).waitFor();
      await reported.waitFor({ state: "detached" });

      // The author reads the statement of reasons under My reviews.
      await author.page.goto("/profile#my-reviews");
      await waitForHydration(author.page);
      const myReviews = author.page.getByRole("region", { name: say("profile.my_reviews.title") });
      const mine = myReviews.getByRole("listitem").filter({ hasText: reviewText });
      const outcome = say("reviews.statement.outcome.removed").replace("{provider}", provider.brand);
      await mine.getByText(outcome).waitFor();
      await mine.getByText(say("reviews.statement.trigger.report")).waitFor();
      await mine.getByText(say("reviews.guidelines.spam.text"), { exact: false }).waitFor();
      await mine.getByText(say("reviews.statement.flag.new_account"), { exact: false }).waitFor();
      await mine.getByText(say("reviews.statement.appeal")).waitFor();

      // The provider page tells the author where the review stands, instead of a blank form.
      await author.page.goto(`/${language}/providers/${encodeURIComponent(provider.slug)}#reviews`);
      const form = author.page.getByRole("region", { name: say("provider.review_form.yours") });
      await form.getByText(say("provider.review_form.own_rejected")).waitFor();
      await form.getByRole("link", { name: say("provider.review_form.my_reviews") }).click();
      await author.page.waitForURL((url) => url.pathname === "/profile" && url.hash === "#my-reviews");
      await waitForHydration(author.page);

      // One appeal.
      await mine.getByRole("button", { name: say("profile.my_reviews.appeal") }).click();
      await mine
        .getByLabel(say("profile.my_reviews.appeal_label"))
        .fill("The code is the provider's own public offer, not mine.");
      await mine.getByRole("button", { name: say("profile.my_reviews.send_appeal") }).click();
      await notification(author.page, say("profile.my_reviews.appeal_sent")).waitFor();
      await mine.getByText(say("profile.my_reviews.appeal_open")).waitFor();
      expect(await mine.getByRole("button", { name: say("profile.my_reviews.appeal") }).count()).toBe(0);

      // The admin decides the appeal: the removal stands.
      await admin.page.goto("/admin/reviews?status=appealed");
      await waitForHydration(admin.page);
      const appealed = moderationCard(admin.page, reviewText);
      await appealed.getByText("The code is the provider's own public offer, not mine.").waitFor();
      await appealed.getByRole("button", { name: say("admin.reviews.keep_rejected") }).click();
      await decideWithGround(admin.page, say, "keep");
      await notification(admin.page, say("admin.reviews.rejected")).waitFor();

      // The author reads the final decision.
      await author.page.reload();
      await waitForHydration(author.page);
      await mine.getByText(say("reviews.statement.final")).waitFor();
      await mine.getByText(say("profile.my_reviews.appeal_decided")).waitFor();
      expect(author.errors.slice(errorsOnSite)).toEqual([]);
      expect(admin.errors).toEqual([]);
      await admin.close();
      await author.close();
    },
  );
});
