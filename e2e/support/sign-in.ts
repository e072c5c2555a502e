import { eq } from "drizzle-orm";
import type { Browser, BrowserContextOptions, Page } from "playwright-core";
import { inject } from "vitest";
import type { Locale } from "#schema/locales";
import { users } from "#schema/users";
import { ADMIN_USER_ID } from "#seed/data/users";
import { UI_STRINGS } from "#seed/ui-strings";
import { baseUrl, openPage } from "./browser";
import { withSiteDatabase } from "./site-database";

/** A UI string as the seeded site shows it in one language. */
export const textIn = (locale: Locale) => (key: string) => {
  const text = UI_STRINGS[key]?.[locale];
  if (!text) throw new Error(`No ${locale} text for ${key}`);
  return text;
};

/**
 * At oidc-provider's development pages: any login name (and any password) signs in, then a
 * consent step may follow. Resolves once the browser is back on the site.
 */
export async function signInAtProvider(page: Page, login: string) {
  await page.waitForURL((url) => url.origin === inject("issuer"));
  await page.locator('input[name="login"]').fill(login);
  const password = page.locator('input[name="password"]');
  if (await password.count()) await password.fill("any password");
  await page.locator('button[type="submit"]').click();
  const consent = page.locator('form:has(input[name="prompt"][value="consent"]) button[type="submit"]');
  const backOnSite = page.waitForURL((url) => url.origin === baseUrl());
  backOnSite.catch(() => {}); // awaited below; a rejection must not also surface as unhandled
  const consentShown = consent.waitFor().then(
    () => "consent",
    () => "no consent", // the page moved on (or closed) without asking
  );
  const next = await Promise.race([backOnSite.then(() => "site"), consentShown]);
  if (next === "consent") await consent.click();
  await backOnSite;
}

/** The identity provider's login name that signs in as the seeded admin (admin@example.com). */
const ADMIN_LOGIN = "admin";

/**
 * Signs in as the seeded admin and lands on `returnTo`. Accounts are linked by issuer and subject,
 * never by e-mail, so the seeded admin is first linked to this run's identity provider.
 */
async function signInAsAdmin(page: Page, returnTo: string) {
  await withSiteDatabase((db) =>
    db
      .update(users)
      .set({ oidcIssuer: inject("issuer"), oidcSubject: ADMIN_LOGIN })
      .where(eq(users.id, ADMIN_USER_ID)),
  );
  await page.goto(`/api/login?returnTo=${encodeURIComponent(returnTo)}`);
  await signInAtProvider(page, ADMIN_LOGIN);
}

/** Signs in as the seeded admin once, for a file's `beforeAll`: the session its pages then open with. */
export async function adminStorageState(browser: Browser): Promise<BrowserContextOptions["storageState"]> {
  const { page, close } = await openPage(browser);
  await signInAsAdmin(page, "/admin");
  const session = await page.context().storageState();
  await close();
  return session;
}
