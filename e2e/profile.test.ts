import type { Browser, Page, Request } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { userByKey } from "#seed/data/users";
import { launchBrowser, openPage, waitForHydration } from "./support/browser";
import { signInAtProvider, textIn } from "./support/sign-in";

const greek = textIn("el");
const hebrew = textIn("he");

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/**
 * Signs in as a new user through the site's identity provider (oidc-provider's development pages,
 * which take any login name) and comes back to /profile.
 */
async function signInToProfile(page: Page, login: string) {
  await page.goto("/api/login?returnTo=%2Fprofile");
  await signInAtProvider(page, login);
  expect(new URL(page.url()).pathname).toBe("/profile");
  await waitForHydration(page);
}

/** The bodies of the writes the page sends to one API path. */
function recordWrites(page: Page, path: string) {
  const bodies: unknown[] = [];
  page.on("request", (request: Request) => {
    if (request.method() !== "GET" && new URL(request.url()).pathname === path)
      bodies.push(request.postDataJSON());
  });
  return bodies;
}

/** Radix puts notifications in a region labelled with its hotkey (F8). */
const notification = (page: Page, text: string) =>
  page.getByRole("region", { name: /F8/ }).getByRole("listitem").filter({ hasText: text });

const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id);

describe("basic information form (Greek)", () => {
  it("refuses a short username in Greek without sending, saves a valid one for good, and shows a clash on the field", async () => {
    const { page, errors, close } = await openPage(browser);
    await signInToProfile(page, "profile_form");
    const errorsOnSite = errors.length; // the identity provider's own pages are not ours to judge
    const sent = recordWrites(page, "/api/user/profile");
    const card = page.getByRole("region", { name: greek("profile.basic.title") });
    const username = card.getByLabel(greek("profile.field.username"), { exact: true });
    const save = card.getByRole("button", { name: greek("profile.save") });

    await username.fill("ab");
    await save.click();
    // A counting message: Greek's plural form for 3 ("other"), the number in its place.
    await card.getByText(greek("profile.validation.username_min.other").replace("{count}", "3")).waitFor();
    expect(await username.getAttribute("aria-invalid")).toBe("true");
    expect(await focusedId(page)).toBe(await username.getAttribute("id"));
    expect(sent).toEqual([]);

    await username.fill("  eleni_e2e ");
    await card.getByLabel(greek("profile.field.first_name"), { exact: true }).fill("Ελένη");
    await card.getByLabel(greek("profile.field.last_name"), { exact: true }).fill("Γεωργίου");
    await page.keyboard.press("Enter");
    await notification(page, greek("profile.updated")).waitFor();
    expect(sent).toEqual([{ username: "eleni_e2e", firstName: "Ελένη", lastName: "Γεωργίου" }]);

    await page.reload();
    await waitForHydration(page);
    expect(await username.inputValue()).toBe("eleni_e2e");
    await page.getByText("@eleni_e2e", { exact: true }).waitFor();

    const taken = userByKey("dmitry").username!.toUpperCase();
    await username.fill(taken);
    await save.click();
    const fieldError = card
      .getByRole("alert")
      .filter({ hasText: greek("profile.validation.username_taken") });
    await fieldError.waitFor();
    expect(await username.getAttribute("aria-describedby")).toContain(await fieldError.getAttribute("id"));
    expect(await focusedId(page)).toBe(await username.getAttribute("id"));
    await notification(page, greek("profile.update_failed")).waitFor();
    expect(sent).toHaveLength(2);
    // The only console error is the browser's own line about the refused request.
    expect(errors.slice(errorsOnSite)).toEqual([expect.stringContaining("409")]);
    await close();
  });
});

describe("payment method form (Hebrew)", () => {
  it("is chosen by keyboard, refuses a wrong IBAN checksum, then saves a valid IBAN and shows it masked", async () => {
    const { page, errors, close } = await openPage(browser, { locale: "he-IL" });
    await signInToProfile(page, "payment_form");
    const errorsOnSite = errors.length; // the identity provider's own pages are not ours to judge
    expect(await page.locator("html").getAttribute("dir")).toBe("rtl");
    const sent = recordWrites(page, "/api/user/payment-method");
    const card = page.getByRole("region", { name: hebrew("payment.title") });
    await card.getByText(hebrew("payment.none")).waitFor();

    // Keyboard only: the native select steps through the methods with the arrow keys, and the
    // chosen method's fields follow.
    const method = card.getByRole("combobox", { name: hebrew("payment.choose") });
    expect(await method.inputValue()).toBe("");
    await method.focus();
    await page.keyboard.press("ArrowDown");
    expect(await method.inputValue()).toBe("paysafe");
    const accountId = card.getByLabel(hebrew("payment.field.account_id"));
    await accountId.waitFor();
    await page.keyboard.press("ArrowDown");
    expect(await method.inputValue()).toBe("bank_transfer");
    const holder = card.getByLabel(hebrew("payment.field.holder_name"));
    const iban = card.getByLabel(hebrew("payment.field.iban"), { exact: true });
    await iban.waitFor();
    expect(await accountId.count()).toBe(0);

    // Nothing filled in: the first invalid field (holder name) gets the focus, nothing is sent.
    await card.getByRole("button", { name: hebrew("payment.save") }).click();
    await card.getByText(hebrew("payment.validation.holder_required")).waitFor();
    await card.getByText(hebrew("payment.validation.iban_required")).waitFor();
    expect(await focusedId(page)).toBe(await holder.getAttribute("id"));
    expect(sent).toEqual([]);

    await page.keyboard.type("Eleni Georgiou");
    await page.keyboard.press("Tab");
    await page.keyboard.type("CY18 0020 0128 0000 0012 0052 7600");
    await page.keyboard.press("Enter");
    await notification(page, hebrew("payment.validation.iban_checksum")).waitFor();
    await notification(page, hebrew("payment.save_failed")).waitFor();
    await card.getByText(hebrew("payment.none")).waitFor();

    await iban.fill("CY17 0020 0128 0000 0012 0052 7600");
    await page.keyboard.press("Enter");
    await notification(page, hebrew("payment.saved")).waitFor();
    await card.getByText("CY17 **** **** 7600", { exact: true }).waitFor();
    expect(sent).toHaveLength(2);
    // The blank optional fields (bank name, SWIFT/BIC) were not sent at all.
    expect(sent[1]).toEqual({
      method: "bank_transfer",
      details: { accountHolderName: "Eleni Georgiou", iban: "CY17 0020 0128 0000 0012 0052 7600" },
    });
    // A saved method resets the form: no method chosen, its fields gone.
    expect(await card.getByRole("combobox", { name: hebrew("payment.change") }).inputValue()).toBe("");
    expect(await iban.count()).toBe(0);

    await page.reload();
    await waitForHydration(page);
    await card.getByText("CY17 **** **** 7600", { exact: true }).waitFor();
    expect(errors.slice(errorsOnSite)).toEqual([expect.stringContaining("400")]);
    await close();
  });
});
