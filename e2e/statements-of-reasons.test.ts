import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Browser, BrowserContextOptions, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { providers, providersI18n } from "#schema/providers";
import { reviews } from "#schema/reviews";
import { users } from "#schema/users";
import { launchBrowser, notification, openPage, waitForHydration } from "./support/browser";
import { adminStorageState, signInAtProvider, textIn } from "./support/sign-in";
import { withSiteDatabase } from "./support/site-database";

let browser: Browser;
let adminSession: BrowserContextOptions["storageState"];

beforeAll(async () => {
  browser = await launchBrowser();
  adminSession = await adminStorageState(browser);
});
afterAll(() => browser?.close());

/** A listed provider the new author has not reviewed, with its slug in `language`. */
async function listedProvider(language: "he" | "el") {
  const [provider] = await withSiteDatabase((db) =>
    db
      .select({ id: providers.id, brand: providers.brand, slug: providersI18n.slug })
      .from(providers)
      .innerJoin(
        providersI18n,
        and(eq(providersI18n.providerId, providers.id), eq(providersI18n.locale, language)),
      )
      .where(eq(providers.active, true))
      .limit(1),
  );
  return provider!;
}

/** The card of a review in Review Moderation, by its text. */
const moderationCard = (page: Page, text: string) =>
  page.locator("main li", { has: page.locator("blockquote", { hasText: text }) });

/** In the decision dialog: the spam clause as the ground, and facts for the author. */
async function decideWithGround(page: Page, say: (key: string) => string, kind: "reject" | "keep") {
  const dialog = page.getByRole("dialog", { name: say(`admin.reviews.decision.title.${kind}`) });
  // Sending without a ground is refused in the dialog, in the page's language.
  await dialog.getByRole("button", { name: say(`admin.reviews.decision.submit.${kind}`) }).click();
  await dialog.getByText(say("reviews.error.ground_required")).waitFor();
  await dialog.getByRole("radio", { name: say("reviews.guidelines.spam.title") }).check();
  await dialog.getByLabel(say("admin.reviews.decision.facts")).fill("Promo code in the text.");
  await dialog.getByRole("button", { name: say(`admin.reviews.decision.submit.${kind}`) }).click();
  await dialog.waitFor({ state: "detached" });
}

describe("a rejected review's statement of reasons, and its one appeal", () => {
  it.each([
    ["he", "he-IL"],
    ["el", "el-GR"],
  ] as const)(
    "in %s: the admin rejects with a ground, the author reads why and appeals, the admin keeps it, the author reads the final decision",
    async (language, locale) => {
      const say = textIn(language);
      const provider = await listedProvider(language);
      const reviewText = `E2E ${language}: use my promo code ${randomUUID().slice(0, 8)} for a bonus.`;

      // The author, on a phone.
      const author = await openPage(browser, {
        locale,
        viewport: { width: 390, height: 844 },
        isMobile: true,
      });
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
          flags: [{ kind: "new_account", hours: 1 }],
        }),
      );

      const admin = await openPage(browser, { locale, storageState: adminSession });
      await admin.page.goto("/admin/reviews?status=pending");
      await waitForHydration(admin.page);
      const pending = moderationCard(admin.page, reviewText);
      await pending.getByRole("button", { name: say("admin.reviews.reject") }).click();
      await decideWithGround(admin.page, say, "reject");
      await notification(admin.page, say("admin.reviews.rejected")).waitFor();

      await author.page.goto("/profile#my-reviews");
      await waitForHydration(author.page);
      const myReviews = author.page.getByRole("region", { name: say("profile.my_reviews.title") });
      const mine = myReviews.getByRole("listitem").filter({ hasText: reviewText });
      const outcome = say("reviews.statement.outcome.rejected").replace("{provider}", provider.brand);
      await mine.getByText(outcome).waitFor();
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

      await mine.getByRole("button", { name: say("profile.my_reviews.appeal") }).click();
      const appealText = mine.getByLabel(say("profile.my_reviews.appeal_label"));
      await appealText.fill("The code is the provider's own public offer, not mine.");
      await mine.getByRole("button", { name: say("profile.my_reviews.send_appeal") }).click();
      await notification(author.page, say("profile.my_reviews.appeal_sent")).waitFor();
      await mine.getByText(say("profile.my_reviews.appeal_open")).waitFor();
      expect(await mine.getByRole("button", { name: say("profile.my_reviews.appeal") }).count()).toBe(0);

      await admin.page.goto("/admin/reviews?status=appealed");
      await waitForHydration(admin.page);
      const appealed = moderationCard(admin.page, reviewText);
      await appealed.getByText("The code is the provider's own public offer, not mine.").waitFor();
      await appealed.getByRole("button", { name: say("admin.reviews.keep_rejected") }).click();
      await decideWithGround(admin.page, say, "keep");
      await notification(admin.page, say("admin.reviews.rejected")).waitFor();

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
