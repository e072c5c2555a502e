import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Browser, BrowserContextOptions, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { trackingEvents } from "#schema/content";
import { providers } from "#schema/providers";
import { reviews } from "#schema/reviews";
import { users } from "#schema/users";
import { seedId } from "#seed/data/ids";
import { launchBrowser, notification, openPage, waitForHydration } from "./support/browser";
import { adminStorageState, signInAtProvider, textIn } from "./support/sign-in";
import { withSiteDatabase } from "./support/site-database";

const english = textIn("en");

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const digits = (text: string | null) => Number(text?.replace(/\D/g, ""));

describe("the dashboard after moderating", () => {
  const REVIEW = { id: randomUUID(), text: "E2E: a pending review the dashboard counts." };
  let session: BrowserContextOptions["storageState"];
  beforeAll(async () => {
    const providerId = randomUUID();
    const userId = randomUUID();
    await withSiteDatabase((db) =>
      db.batch([
        db.insert(providers).values({
          id: providerId,
          brand: "E2E Dashboard Bet",
          domain: "dashboard.example",
          licenseId: "E2E-D",
          active: false,
        }),
        db.insert(users).values({ id: userId, email: `dashboard-${userId}@example.test` }),
        db.insert(reviews).values({ id: REVIEW.id, providerId, userId, rating: 4, reviewText: REVIEW.text }),
      ]),
    );
    session = await adminStorageState(browser);
  });

  it("shows one pending review fewer once one is approved, without a reload", async () => {
    const { page, errors, close } = await openPage(browser, { locale: "en-US", storageState: session });
    await page.goto("/admin");
    await waitForHydration(page);
    const pending = page
      .locator("dt", { hasText: english("admin.dashboard.stat.pending_reviews") })
      .locator("xpath=following-sibling::dd");
    const before = digits(await pending.textContent());
    expect(before).toBeGreaterThan(0);

    const sidebar = page.getByRole("navigation", { name: english("admin.nav_label") });
    await sidebar.getByRole("link", { name: english("admin.nav.reviews") }).click();
    await page.getByRole("heading", { level: 1, name: english("admin.reviews.title") }).waitFor();
    const card = page.locator("main li", { has: page.locator("blockquote", { hasText: REVIEW.text }) });
    await card.getByRole("button", { name: english("admin.reviews.approve") }).click();
    await notification(page, english("admin.reviews.approved")).waitFor();

    await sidebar.getByRole("link", { name: english("admin.nav.dashboard") }).click();
    await page.getByRole("heading", { level: 1, name: english("admin.dashboard.title") }).waitFor();
    await expect.poll(async () => digits(await pending.textContent())).toBe(before - 1);
    expect(errors).toEqual([]);
    await close();
  });
});

describe("a provider page's views when the visitor answers the cookie banner", () => {
  // A visitor's browser: a headless one's user agent is not counted at all.
  const DESKTOP_CHROME =
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36";
  const MOUFLONBET = { id: seedId("provider", 3), path: "/en/providers/mouflonbet" };
  const AEGEANBET = { id: seedId("provider", 1), path: "/en/providers/aegeanbet" };
  const viewsOf = (providerId: string) =>
    withSiteDatabase(
      async (db) =>
        (
          await db
            .select({ id: trackingEvents.id })
            .from(trackingEvents)
            .where(and(eq(trackingEvents.type, "provider_view"), eq(trackingEvents.targetId, providerId)))
        ).length,
    );
  const banner = (page: Page) => page.getByRole("region", { name: english("consent.title") });

  it.each([true, false])("are one, JavaScript on: %s", async (javaScriptEnabled) => {
    const { page, close } = await openPage(browser, {
      locale: "en-GB",
      userAgent: DESKTOP_CHROME,
      javaScriptEnabled,
    });
    const before = await viewsOf(MOUFLONBET.id);
    await page.goto(MOUFLONBET.path);
    if (javaScriptEnabled) await waitForHydration(page);
    await expect.poll(() => viewsOf(MOUFLONBET.id)).toBe(before + 1);

    const answered = page.waitForResponse((response) => response.url().endsWith("/api/consent"));
    await banner(page)
      .getByRole("button", { name: english("consent.accept") })
      .click();
    await answered;
    await page.waitForLoadState("load");
    await expect.poll(() => banner(page).count()).toBe(0);

    // Another provider's page, counted after whatever the answer caused: by then a second view of
    // the first page would be recorded too.
    const other = await viewsOf(AEGEANBET.id);
    await page.goto(AEGEANBET.path);
    await expect.poll(() => viewsOf(AEGEANBET.id)).toBe(other + 1);
    expect(await viewsOf(MOUFLONBET.id)).toBe(before + 1);
    await close();
  });
});

describe("Send verification e-mail", () => {
  it("sends once on a double click and says so; asked again within the minute, says it is on its way", async () => {
    const login = `verify_${randomUUID().slice(0, 8)}`;
    // The identity provider's own pages report failed loads of their own: not this site's errors.
    const { page, close } = await openPage(browser, { locale: "en-GB" });
    await page.goto(`/api/login?returnTo=${encodeURIComponent("/profile")}`);
    await signInAtProvider(page, login);
    await withSiteDatabase((db) =>
      db
        .update(users)
        .set({ emailVerified: false })
        .where(eq(users.email, `${login}@example.test`)),
    );
    await page.reload();
    await waitForHydration(page);
    let sends = 0;
    page.on("request", (request) => {
      if (request.method() === "POST" && request.url().endsWith("/api/auth/send-verification-email")) sends++;
    });

    const card = page.getByRole("region", { name: english("profile.verification.title") });
    const send = card.getByRole("button", { name: english("verification.send") });
    await send.dblclick();
    await notification(page, english("verification.sent_title")).waitFor();
    await expect.poll(() => send.isEnabled()).toBe(true);
    expect(sends).toBe(1);
    expect(await notification(page, english("verification.send_failed")).count()).toBe(0);

    await send.click();
    await notification(page, english("verification.already_sent_title")).waitFor();
    expect(await notification(page, english("verification.send_failed")).count()).toBe(0);
    await close();
  });
});
