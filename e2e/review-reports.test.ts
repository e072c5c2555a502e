import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Browser, BrowserContextOptions } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Locale } from "#schema/locales";
import { providers } from "#schema/providers";
import { groundTitleKey } from "#schema/review-guidelines";
import { reviews } from "#schema/reviews";
import { users } from "#schema/users";
import { launchBrowser, notification, openPage, waitForHydration } from "./support/browser";
import { adminStorageState, textIn } from "./support/sign-in";
import { withSiteDatabase } from "./support/site-database";

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/** A published review of Petra Play (which no other browser test reads), by an author of its own. */
async function publishedReview(text: string) {
  const id = randomUUID();
  await withSiteDatabase(async (db) => {
    const [provider] = await db
      .select({ id: providers.id })
      .from(providers)
      .where(eq(providers.brand, "Petra Play"));
    const author = {
      id: randomUUID(),
      email: `report-author-${id}@example.com`,
      username: `author_${id.slice(0, 8)}`,
    };
    await db.batch([
      db.insert(users).values(author),
      db.insert(reviews).values({
        id,
        providerId: provider!.id,
        userId: author.id,
        rating: 1,
        reviewText: text,
        status: "approved",
      }),
    ]);
  });
  return id;
}

let browser: Browser;
let session: BrowserContextOptions["storageState"];

beforeAll(async () => {
  browser = await launchBrowser();
  session = await adminStorageState(browser);
});
afterAll(() => browser?.close());

describe("reporting a review and deciding the report", () => {
  it.each<[Locale, string]>([
    ["he", "ביקורת שמפרסמת אתר אחר עם קישור, לבדיקת הדיווח."],
    ["el", "Μια κριτική που διαφημίζει άλλον ιστότοπο με σύνδεσμο, για τον έλεγχο."],
  ])(
    "in %s on a phone: a visitor reports through the dialog, a moderator removes the review from the queue",
    async (locale, text) => {
      const t = textIn(locale);
      await publishedReview(text);

      const visitor = await openPage(browser, { ...PHONE, locale });
      const { page } = visitor;
      await page.goto(`/${locale}/providers/petra-play#reviews`);
      await waitForHydration(page);
      const item = page.locator("li", { has: page.getByText(text, { exact: true }) });
      await item.getByRole("button", { name: t("reviews.report.action") }).click();
      const dialog = page.getByRole("dialog", { name: t("reviews.report.title") });
      await dialog.waitFor();

      // Sent empty, it says what is missing, in the page's language.
      await dialog.getByRole("button", { name: t("reviews.report.submit") }).click();
      await dialog
        .getByRole("alert")
        .filter({ hasText: t("reports.validation.reason") })
        .waitFor();
      await dialog
        .getByRole("alert")
        .filter({ hasText: t("reports.validation.good_faith") })
        .waitFor();

      await dialog.getByRole("radio", { name: t("reviews.report.reason.spam") }).check();
      const explanation = dialog.getByRole("textbox", { name: t("reviews.report.explanation") });
      await explanation.fill("Advertises another site.");
      await dialog.getByText(/^24\b/).waitFor();
      await dialog
        .getByRole("textbox", { name: t("reviews.report.email") })
        .fill(`reporter-${locale}@example.com`);
      await dialog.getByRole("checkbox", { name: t("reviews.report.good_faith") }).check();
      await dialog.getByRole("button", { name: t("reviews.report.submit") }).click();
      // The dialog now says the report was received, under that title.
      const sent = page.getByRole("dialog", { name: t("reviews.report.sent.title") });
      const reference = await sent.getByTestId("report-reference").textContent();
      expect(reference).toMatch(/^R-[2-9A-HJKMNP-Z]{6}$/);
      expect(visitor.errors).toEqual([]);
      await visitor.close();

      const moderator = await openPage(browser, { ...PHONE, locale, storageState: session });
      const admin = moderator.page;
      await admin.goto("/admin/reviews?view=reports");
      await waitForHydration(admin);
      const card = admin.locator("main li", { has: admin.locator("blockquote", { hasText: text }) });
      await card.getByText(reference!).waitFor();
      await card.getByText(`${t("reviews.report.reason.spam")}: 1`).waitFor();
      await card.getByRole("button", { name: t("admin.reviews.reports.remove") }).click();
      const removal = admin.getByRole("dialog", { name: t("admin.reviews.reports.remove_title") });
      await removal.getByRole("radio", { name: new RegExp(t(groundTitleKey("spam"))) }).check();
      await removal.getByRole("button", { name: t("admin.reviews.reports.confirm_remove") }).click();
      await notification(admin, t("admin.reviews.reports.removed")).waitFor();
      await card.waitFor({ state: "detached" });
      expect(moderator.errors).toEqual([]);
      await moderator.close();
    },
  );
});
