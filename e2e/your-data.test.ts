import { readFile } from "node:fs/promises";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, notification, openPage, waitForHydration } from "./support/browser";
import { signInAtProvider, textIn } from "./support/sign-in";

const greek = textIn("el");
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
/** The identity provider's claims for this login name (e2e/support/identity-provider.ts). */
const LOGIN = "your_data_e2e";
const EMAIL = `${LOGIN}@example.test`;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe("Your data on the profile (phone, Greek)", () => {
  it("downloads the user's data as a JSON file, then deletes the account after the typed e-mail and signs out", async () => {
    const { page, errors, close } = await openPage(browser, PHONE);
    await page.goto("/api/login?returnTo=%2Fprofile");
    await signInAtProvider(page, LOGIN);
    await waitForHydration(page);
    const errorsOnSite = errors.length;
    const section = page.getByRole("region", { name: greek("profile.your_data.title") });

    const download = page.waitForEvent("download");
    await section.getByRole("button", { name: greek("profile.your_data.download") }).tap();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^betcompare-my-data-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(await readFile((await file.path())!, "utf8")) as { profile: { email: string } };
    expect(data.profile.email).toBe(EMAIL);

    await section.getByRole("button", { name: greek("profile.your_data.delete") }).tap();
    const dialog = page.getByRole("dialog", { name: greek("profile.your_data.confirm_title") });
    const confirmation = dialog.getByLabel(
      greek("profile.your_data.confirm_label").replace("{value}", EMAIL),
    );
    const confirm = dialog.getByRole("button", { name: greek("profile.your_data.confirm") });
    await confirmation.fill("someone-else@example.test");
    await confirm.tap();
    await dialog
      .getByRole("alert")
      .filter({ hasText: greek("account.error.confirmation_mismatch") })
      .waitFor();
    expect(await confirmation.getAttribute("aria-invalid")).toBe("true");

    await confirmation.fill(EMAIL);
    await confirm.tap();
    await page.waitForURL((url) => url.pathname === "/el");
    await notification(page, greek("account.deleted_notice.title")).waitFor();
    // Said once: the address no longer asks for it.
    expect(new URL(page.url()).search).toBe("");
    const me = await page.evaluate(() => fetch("/api/me").then((response) => response.json()));
    expect(me).toEqual({ authenticated: false, user: null });
    expect(errors.slice(errorsOnSite)).toEqual([]);
    await close();
  });
});
