import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Browser, Route } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "#schema/users";
import { baseUrl, launchBrowser, notification, openPage, waitForHydration } from "./support/browser";
import { signInAtProvider, textIn } from "./support/sign-in";
import { withSiteDatabase } from "./support/site-database";

/**
 * A document page is HTML with islands: no router in the browser, no router state in the page,
 * only the islands' boot script, and each island a root of its own that acts on a press made before
 * its code came.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const english = textIn("en");

/** Document pages, with the islands an anonymous visitor's copy has (the notification area's). */
const DOCUMENT_PAGES: Record<string, string[]> = {
  "/faq": ["toaster"],
  "/about": ["toaster"],
  "/contact": ["toaster"],
  "/terms": ["toaster"],
  "/privacy": ["toaster"],
  "/review-policy": ["toaster"],
  "/transparency": ["toaster"],
  "/no-such-page": ["toaster"],
};

const islandNames = (html: string) =>
  [...html.matchAll(/<island-root data-island="([^"]+)"/g)].map((m) => m[1]);

describe.each(["el", "en", "he"])("document pages in %s", (locale) => {
  it.each(Object.entries(DOCUMENT_PAGES))(
    "%s carries no router, only the boot script and its islands",
    async (path, islands) => {
      const response = await fetch(`${baseUrl()}/${locale}${path}`);
      const html = await response.text();
      expect(html).not.toContain("$_TSR");
      expect(html).not.toMatch(/\/assets\/[\w-]+\.js/);
      expect(html.match(/import\("\/islands\/boot-[\w-]+\.js"\)/g)).toHaveLength(1);
      expect(islandNames(html)).toEqual(islands);
    },
  );
});

/** Signs a new user in, with an e-mail address still to verify: every page shows them the banner. */
async function unverifiedUser() {
  const login = `island_${randomUUID().slice(0, 8)}`;
  const opened = await openPage(browser, { locale: "en-GB" });
  await opened.page.goto(`/api/login?returnTo=${encodeURIComponent("/en/faq")}`);
  await signInAtProvider(opened.page, login);
  await withSiteDatabase((db) =>
    db
      .update(users)
      .set({ emailVerified: false })
      .where(eq(users.email, `${login}@example.test`)),
  );
  return opened;
}

describe("an island", () => {
  it("whose HTML says it all downloads no code until it is touched (the verification banner)", async () => {
    const { page, errors, close } = await unverifiedUser();
    errors.length = 0; // the identity provider's own pages report failed loads of their own
    const islandCode: string[] = [];
    page.on("request", (request) => {
      if (/\/islands\/(?!boot-)[^/]+\.js$/.test(request.url())) islandCode.push(request.url());
    });
    await page.reload();
    await waitForHydration(page);
    const banner = page.getByRole("region", { name: english("verification.banner_label") });
    await banner.getByText(english("verification.banner_text")).waitFor();
    await page.waitForLoadState("networkidle");
    expect(islandCode).toEqual([]);

    await banner.hover();
    await page.waitForSelector('island-root[data-island="verification-banner"][data-hydrated]', {
      state: "attached",
    });
    expect(islandCode).not.toEqual([]);
    expect(errors).toEqual([]);
    await close();
  });

  it("acts on a press made before any code came, and its ids are its own", async () => {
    const { page, errors, close } = await unverifiedUser();
    // The islands' code, the boot script's too, is held back until the press has been made.
    const held: Route[] = [];
    let release = false;
    await page.route(/\/islands\/[\w-]+\.js$/, (route) =>
      release ? route.continue() : void held.push(route),
    );
    let sends = 0;
    page.on("request", (request) => {
      if (request.method() === "POST" && request.url().endsWith("/api/auth/send-verification-email")) sends++;
    });
    errors.length = 0; // the identity provider's own pages report failed loads of their own
    await page.reload();
    const banner = page.getByRole("region", { name: english("verification.banner_label") });
    await banner.getByRole("button", { name: english("verification.send") }).click();
    await expect.poll(() => held.length).toBeGreaterThan(0);
    expect(sends).toBe(0);

    release = true;
    await Promise.all(held.map((route) => route.continue()));
    await notification(page, english("verification.sent_title"))
      .waitFor()
      .catch((error: unknown) => {
        throw new Error(`no notification: ${JSON.stringify({ sends, errors, held: held.length })}`, {
          cause: error,
        });
      });
    expect(sends).toBe(1);
    await page.waitForSelector('island-root[data-island="verification-banner"][data-hydrated]', {
      state: "attached",
    });
    const ids = await page.evaluate(() =>
      [...document.querySelectorAll("[id]")].map((element) => element.id),
    );
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
    expect(errors).toEqual([]);
    await close();
  });
});
