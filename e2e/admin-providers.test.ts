import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Browser, BrowserContextOptions, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inject } from "vitest";
import { providers } from "#schema/providers";
import { users } from "#schema/users";
import { USERS } from "#seed/data/users";
import { axeViolations } from "./support/axe";
import { launchBrowser, notification, openPage, waitForHydration } from "./support/browser";
import { adminStorageState, signInAtProvider, textIn } from "./support/sign-in";
import { withSiteDatabase } from "./support/site-database";

const english = textIn("en");
const greek = textIn("el");

const suffix = randomUUID().slice(0, 8);
const PROVIDER = {
  brand: `E2E Provider ${suffix}`,
  domain: `e2e-${suffix}.example`,
  licenseId: `E2E-${suffix}`,
  en: { slug: `e2e-provider-${suffix}`, overview: `An English overview ${suffix}.` },
  el: { slug: `e2e-parochos-${suffix}`, overview: `Ελληνική επισκόπηση ${suffix}.` },
  faq: {
    en: { question: `Does it pay fast ${suffix}?`, answer: "Within two days." },
    el: { question: `Πληρώνει γρήγορα ${suffix};`, answer: "Μέσα σε δύο ημέρες." },
  },
};

const TRANSLATED_OVERVIEW = `Διορθωμένη μετάφραση ${suffix}.`;

let browser: Browser;
let adminSession: BrowserContextOptions["storageState"];

beforeAll(async () => {
  browser = await launchBrowser();
  adminSession = await adminStorageState(browser);
});

afterAll(async () => {
  // Whatever a failed test left behind: other files count the providers.
  await withSiteDatabase((db) => db.delete(providers).where(eq(providers.brand, PROVIDER.brand)));
  await browser?.close();
});

const adminPage = () => openPage(browser, { locale: "en-US", storageState: adminSession });

async function openProviders(page: Page) {
  await page.goto("/admin/providers");
  await waitForHydration(page);
  await page.getByRole("heading", { level: 1, name: english("admin.providers.title") }).waitFor();
}

/** The language tab's visible panel: the other five stay mounted but hidden. */
async function chooseLanguage(dialog: Locator, name: string) {
  await dialog.getByRole("tab", { name }).click();
  return dialog.getByRole("tabpanel");
}

async function addFaqEntry(panel: Locator, entry: { question: string; answer: string }) {
  await panel.getByRole("button", { name: english("admin.providers.faq.add") }).click();
  const save = panel.getByRole("button", { name: english("admin.providers.faq.save") });
  await panel.getByLabel(english("admin.providers.faq.question"), { exact: true }).fill(entry.question);
  // Only a question: the entry cannot be saved yet; a blank answer does not count.
  expect(await save.isDisabled()).toBe(true);
  const answer = panel.getByLabel(english("admin.providers.faq.answer"), { exact: true });
  expect(await answer.getAttribute("rows")).toBe("6");
  await answer.fill("   ");
  expect(await save.isDisabled()).toBe(true);
  await answer.fill(entry.answer);
  await save.click();
  await panel.getByText(entry.question).waitFor();
}

const providerRow = (page: Page) => page.locator("main li", { hasText: PROVIDER.brand });

describe("Admin Providers (/admin/providers)", () => {
  it("an admin adds an active provider with English and Greek texts and a FAQ; the public site shows it in both", async () => {
    const { page, errors, close } = await adminPage();
    await openProviders(page);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole("button", { name: english("admin.providers.add") }).click();
    const dialog = page.getByRole("dialog");
    for (const section of ["main", "company", "financial", "support", "translations"]) {
      await dialog.getByRole("group", { name: english(`admin.providers.section.${section}`) }).waitFor();
    }
    await dialog.getByLabel(english("admin.providers.field.brand"), { exact: true }).fill(PROVIDER.brand);
    await dialog.getByLabel(english("admin.providers.field.domain"), { exact: true }).fill(PROVIDER.domain);
    await dialog
      .getByLabel(english("admin.providers.field.licenseId"), { exact: true })
      .fill(PROVIDER.licenseId);
    await dialog.getByLabel(english("admin.providers.field.minDeposit")).fill("15");
    await dialog.getByLabel(english("admin.providers.field.payments")).fill("Visa, , bank transfer");
    // The licence status is chosen from the statuses the site translates, named in the admin's language.
    const status = dialog.getByLabel(english("admin.providers.field.licenseStatus"));
    expect(await status.locator("option").allTextContents()).toEqual([
      english("admin.providers.license_status.unknown"),
      ...["licensed", "suspended", "revoked", "expired", "pending"].map((value) =>
        english(`provider.licence.status.${value}`),
      ),
    ]);
    await status.selectOption({ label: english("provider.licence.status.suspended") });
    const foundation = dialog.getByLabel(english("admin.providers.field.foundationDate"));
    expect(await foundation.getAttribute("type")).toBe("date");
    await foundation.fill("2015-06-01");
    expect(
      await dialog.getByLabel(english("admin.providers.field.active"), { exact: true }).isChecked(),
    ).toBe(true);

    // Greek is the first tab and the one shown first.
    const tabs = await dialog.getByRole("tab").allTextContents();
    expect(tabs[0]).toBe("Ελληνικά");
    let panel = dialog.getByRole("tabpanel");
    expect(await panel.getAttribute("lang")).toBe("el");
    await panel.getByLabel(english("admin.providers.field.slug")).fill(PROVIDER.el.slug);
    await panel.getByLabel(english("admin.providers.field.overview")).fill(PROVIDER.el.overview);
    await addFaqEntry(panel, PROVIDER.faq.el);

    panel = await chooseLanguage(dialog, "English");
    await panel.getByLabel(english("admin.providers.field.slug")).fill(PROVIDER.en.slug);
    await panel.getByLabel(english("admin.providers.field.overview")).fill(PROVIDER.en.overview);
    await addFaqEntry(panel, PROVIDER.faq.en);
    expect(await axeViolations(page)).toEqual([]);

    await dialog.getByRole("button", { name: english("admin.action.save"), exact: true }).click();
    await notification(page, english("admin.providers.saved")).waitFor();
    await dialog.waitFor({ state: "detached" });
    const row = providerRow(page);
    await row.waitFor();
    expect(await row.textContent()).toContain(english("admin.providers.badge.active"));
    expect(await row.textContent()).toContain(PROVIDER.domain);
    expect(await row.textContent()).toContain(PROVIDER.licenseId);
    expect(await row.textContent()).toContain("€15");
    expect(errors).toEqual([]);

    // The public pages, in both languages, on the next request.
    await page.goto(`/en/providers/${PROVIDER.en.slug}`);
    await page.getByRole("heading", { level: 1, name: PROVIDER.brand }).waitFor();
    await page.getByText(PROVIDER.en.overview).waitFor();
    await page.getByText(PROVIDER.faq.en.question).waitFor();
    await page.goto(`/el/providers/${PROVIDER.el.slug}`);
    await page.getByRole("heading", { level: 1, name: PROVIDER.brand }).waitFor();
    await page.getByText(PROVIDER.el.overview).waitFor();
    await page.getByText(PROVIDER.faq.el.question).waitFor();
    // The status and a known payment method in Greek: a suspended licence in the header and on its card.
    expect(await page.getByText(greek("provider.licence.status.suspended"), { exact: true }).count()).toBe(2);
    await page.getByText(greek("provider.payment.bank_transfer"), { exact: true }).waitFor();

    // Reopened, the form shows what was chosen, and the known method by its English name.
    await openProviders(page);
    await providerRow(page)
      .getByRole("button", { name: english("admin.action.edit") })
      .click();
    const reopened = page.getByRole("dialog");
    const field = (key: string) => reopened.getByLabel(english(`admin.providers.field.${key}`));
    await expect.poll(() => field("licenseStatus").inputValue()).toBe("suspended");
    await expect.poll(() => field("payments").inputValue()).toBe("Visa, Bank transfer");
    await close();
  });

  it("says what is wrong in the form: a missing brand before sending, a taken slug on its field after", async () => {
    const { page, close } = await adminPage();
    await openProviders(page);
    await page.getByRole("button", { name: english("admin.providers.add") }).click();
    const dialog = page.getByRole("dialog");
    const save = dialog.getByRole("button", { name: english("admin.action.save"), exact: true });
    await save.click();
    await dialog.getByRole("alert").filter({ hasText: "Brand is required" }).waitFor();

    await dialog
      .getByLabel(english("admin.providers.field.brand"), { exact: true })
      .fill(`${PROVIDER.brand} copy`);
    await dialog.getByLabel(english("admin.providers.field.domain"), { exact: true }).fill(PROVIDER.domain);
    await dialog
      .getByLabel(english("admin.providers.field.licenseId"), { exact: true })
      .fill(PROVIDER.licenseId);
    const greekPanel = dialog.getByRole("tabpanel");
    await greekPanel.getByLabel(english("admin.providers.field.slug")).fill(PROVIDER.el.slug);
    await save.click();
    const taken = `The slug "${PROVIDER.el.slug}" is already used by another provider in el.`;
    await notification(page, english("admin.providers.save_failed")).filter({ hasText: taken }).waitFor();
    // The dialog stays open, the message under the field, the tab marked.
    await greekPanel.getByRole("alert").filter({ hasText: taken }).waitFor();
    expect(await dialog.getByRole("tab", { name: /Ελληνικά/ }).textContent()).toContain("•");
    await close();
    const copies = await withSiteDatabase((db) =>
      db
        .select()
        .from(providers)
        .where(eq(providers.brand, `${PROVIDER.brand} copy`)),
    );
    expect(copies).toEqual([]);
  });

  it("a translator sees only the language tabs, not the provider's own fields", async () => {
    const translator = USERS.find((user) => user.role === "translator")!;
    await withSiteDatabase((db) =>
      db
        .update(users)
        .set({ oidcIssuer: inject("issuer"), oidcSubject: translator.key })
        .where(eq(users.id, translator.id)),
    );
    const { page, errors, close } = await openPage(browser, { locale: "el-GR" });
    await page.goto(`/api/login?returnTo=${encodeURIComponent("/admin/providers")}`);
    await signInAtProvider(page, translator.key);
    // The identity provider's own pages load outside resources; only the site's errors count.
    const errorsAtProvider = errors.length;
    await waitForHydration(page);
    await page.getByRole("heading", { level: 1, name: greek("admin.providers.title") }).waitFor();
    expect(await page.getByRole("button", { name: greek("admin.providers.add") }).count()).toBe(0);
    const row = providerRow(page);
    expect(await row.getByRole("button", { name: greek("admin.action.delete") }).count()).toBe(0);
    await row.getByRole("button", { name: greek("admin.action.translate") }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("group", { name: greek("admin.providers.section.translations") }).waitFor();
    expect(await dialog.getByRole("group", { name: greek("admin.providers.section.main") }).count()).toBe(0);
    expect(await dialog.getByLabel(greek("admin.providers.field.brand"), { exact: true }).count()).toBe(0);
    expect(await dialog.getByLabel(greek("admin.providers.field.domain"), { exact: true }).count()).toBe(0);
    // The texts are there to translate: the Greek slug the admin gave.
    const panel = dialog.getByRole("tabpanel");
    expect(await panel.getByLabel(greek("admin.providers.field.slug")).inputValue()).toBe(PROVIDER.el.slug);

    // Their save goes through the one-language path, and the public page shows it.
    await panel.getByLabel(greek("admin.providers.field.overview")).fill(TRANSLATED_OVERVIEW);
    await dialog.getByRole("button", { name: greek("admin.action.save"), exact: true }).click();
    await notification(page, greek("admin.providers.saved")).waitFor();
    await dialog.waitFor({ state: "detached" });
    expect(errors.slice(errorsAtProvider)).toEqual([]);
    await page.goto(`/el/providers/${PROVIDER.el.slug}`);
    await page.getByText(TRANSLATED_OVERVIEW).waitFor();
    await close();
  });

  it("an admin deletes the provider after confirming, and its public page is gone", async () => {
    const { page, close } = await adminPage();
    await openProviders(page);
    await providerRow(page)
      .getByRole("button", { name: english("admin.action.delete") })
      .click();
    const confirm = page.getByRole("dialog");
    await confirm.getByText(`Delete provider "${PROVIDER.brand}"?`).waitFor();
    await confirm.getByRole("button", { name: english("admin.action.delete") }).click();
    await notification(page, english("admin.providers.deleted")).waitFor();
    await providerRow(page).waitFor({ state: "detached" });
    const response = await page.goto(`/en/providers/${PROVIDER.en.slug}`);
    expect(response?.status()).toBe(404);
    await close();
  });
});
