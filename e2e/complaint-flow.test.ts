import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Browser, BrowserContextOptions, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { providerRepresentatives } from "#schema/representatives";
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

/** Signs `page` in at the identity provider as `login` and returns the account's id. */
async function signedIn(page: Page, login: string, returnTo: string) {
  await page.goto(`/api/login?returnTo=${encodeURIComponent(returnTo)}`);
  await signInAtProvider(page, login);
  const [account] = await withSiteDatabase((db) =>
    db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.oidcIssuer, inject("issuer")), eq(users.oidcSubject, login))),
  );
  return account!.id;
}

/** Waits until the case page's thread form has hydrated (it hydrates as it comes into view). */
async function threadReady(page: Page) {
  await waitForHydration(page);
  const island = page.locator('island-root[data-island="complaint-thread"]');
  await island.scrollIntoViewIfNeeded();
  await page.waitForSelector('island-root[data-island="complaint-thread"][data-hydrated]', {
    state: "attached",
  });
}

/** Writes `text` in the thread and waits for the page to show it. */
async function writeInThread(page: Page, say: (key: string) => string, text: string) {
  await threadReady(page);
  await page.getByRole("textbox", { name: say("complaint.thread.label") }).fill(text);
  await page.getByRole("button", { name: say("complaint.thread.send") }).click();
  await page.getByTestId("complaint-message").filter({ hasText: text }).waitFor();
}

describe("a complaint, from filing to resolution", () => {
  it.each([
    ["en", "en-GB"],
    ["he", "he-IL"],
  ] as const)(
    "in %s: the player files it on a phone, the admin forwards it, the company's representative answers, the player replies, the admin closes it",
    async (language, locale) => {
      const say = textIn(language);
      const provider = await seededProvider("BlueReef Bet", language);
      const tag = randomUUID().slice(0, 8);
      const providerPage = `/${language}/providers/${encodeURIComponent(provider.slug)}`;

      // The player, signed in on a phone with a verified e-mail, files it from the provider page.
      const player = await openPage(browser, { ...PHONE, locale });
      const playerId = await signedIn(player.page, `complaint_player_${language}`, providerPage);
      await withSiteDatabase((db) =>
        db
          .update(users)
          .set({ emailVerified: true, username: `player_${tag}` })
          .where(eq(users.id, playerId)),
      );
      const errorsOnSite = player.errors.length;
      await player.page.goto(providerPage);
      await player.page.getByRole("link", { name: say("complaint.file.action") }).click();
      await waitForHydration(player.page);
      await player.page.waitForSelector('island-root[data-island="complaint-form"][data-hydrated]', {
        state: "attached",
      });
      await player.page.getByLabel(say("complaint.field.category")).selectOption("withdrawal");
      await player.page.getByLabel(say("complaint.field.amount")).fill("120.50");
      const description = `E2E ${tag}: my withdrawal has been pending for three weeks without an answer.`;
      await player.page.getByLabel(say("complaint.field.description")).fill(description);
      await player.page
        .getByLabel(say("complaint.field.desired_outcome"))
        .fill("Pay out my withdrawal, please.");
      await player.page.getByRole("button", { name: say("complaint.file.submit") }).click();
      await player.page.waitForURL((url) => url.pathname.startsWith(`/${language}/complaints/`));
      const casePath = new URL(player.page.url()).pathname;
      const id = casePath.split("/").pop()!;
      await player.page.getByTestId("complaint-status").getByText(say("complaint.status.open")).waitFor();
      await player.page.getByText(say("complaint.case.not_public")).waitFor();
      await player.page.getByText(description).waitFor();

      // The admin accepts it: forwarded to the company, public from now on.
      const admin = await openPage(browser, { locale, storageState: adminSession });
      await admin.page.goto(`/admin/complaints/${id}`);
      await waitForHydration(admin.page);
      await admin.page.getByText(description).waitFor();
      await admin.page.getByRole("button", { name: say("admin.complaint_case.accept") }).click();
      await notification(admin.page, say("admin.complaint_case.saved")).waitFor();
      await admin.page
        .getByTestId("admin-complaint-status")
        .getByText(say("complaint.status.awaiting_company"))
        .waitFor();

      // The company's representative answers in the thread.
      const representative = await openPage(browser, { locale });
      const representativeId = await signedIn(representative.page, `complaint_rep_${language}`, casePath);
      await withSiteDatabase((db) =>
        db.insert(providerRepresentatives).values({
          providerId: provider.id,
          email: `complaint_rep_${language}_${tag}@example.com`,
          userId: representativeId,
          status: "active",
        }),
      );
      await representative.page.goto(casePath);
      const answer = `We have checked the account ${tag}: the payout is on its way.`;
      await writeInThread(representative.page, say, answer);
      await representative.page
        .getByTestId("complaint-message")
        .filter({ hasText: answer })
        .getByText(say("complaint.party.company").replace("{brand}", provider.brand))
        .waitFor();
      await representative.page
        .getByTestId("complaint-status")
        .getByText(say("complaint.status.awaiting_player"))
        .waitFor();

      // The player reads the answer and replies.
      await player.page.reload();
      await player.page.getByText(answer).waitFor();
      await writeInThread(player.page, say, `Thank you ${tag}, the money arrived.`);

      // The admin closes it as resolved, with a public conclusion.
      await admin.page.reload();
      await waitForHydration(admin.page);
      await admin.page.getByLabel(say("admin.complaint_case.outcome")).selectOption("resolved");
      const conclusion = `The company paid the withdrawal (${tag}).`;
      await admin.page.getByLabel(say("admin.complaint_case.conclusion")).fill(conclusion);
      await admin.page.getByRole("button", { name: say("admin.complaint_case.close") }).click();
      await admin.page
        .getByTestId("admin-complaint-status")
        .getByText(say("complaint.status.resolved"))
        .waitFor();

      // Everyone sees the outcome; nobody may write any more.
      await representative.page.reload();
      await representative.page.getByTestId("complaint-conclusion").getByText(conclusion).waitFor();
      await representative.page
        .getByTestId("complaint-status")
        .getByText(say("complaint.status.resolved"))
        .waitFor();
      expect(
        await representative.page.getByRole("button", { name: say("complaint.thread.send") }).count(),
      ).toBe(0);
      await player.page.goto("/profile#my-complaints");
      await waitForHydration(player.page);
      const mine = player.page.getByRole("region", { name: say("complaint.mine.title") });
      await mine.getByRole("link", { name: provider.brand }).first().waitFor();

      expect(player.errors.slice(errorsOnSite)).toEqual([]);
      expect(admin.errors).toEqual([]);
      await Promise.all([player.close(), admin.close(), representative.close()]);
    },
  );
});
