import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Browser, BrowserContextOptions } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { promotions, promotionsI18n } from "#schema/promotions";
import { providers } from "#schema/providers";
import { users } from "#schema/users";
import { axeViolations } from "./support/axe";
import { launchBrowser, notification, openPage, waitForHydration } from "./support/browser";
import { adminStorageState, signInAtProvider, textIn } from "./support/sign-in";
import { withSiteDatabase } from "./support/site-database";

const english = textIn("en");
const PROVIDER = { id: randomUUID(), brand: `E2E Promo Bet ${randomUUID().slice(0, 8)}` };
const TITLE = `E2E free bet ${randomUUID().slice(0, 8)}`;
const TRANSLATOR = { id: randomUUID(), login: `translator-${randomUUID().slice(0, 8)}` };

let browser: Browser;
let session: BrowserContextOptions["storageState"];

beforeAll(async () => {
  browser = await launchBrowser();
  await withSiteDatabase((db) =>
    // A licence the register confirms: only such a provider's offers are listed.
    db.insert(providers).values({
      ...PROVIDER,
      domain: "e2e-promo.example",
      licenseId: "E2E-P",
      licenseStatus: "licensed",
      registerCheck: "confirmed",
    }),
  );
  session = await adminStorageState(browser);
});

afterAll(async () => {
  // The provider's promotions and their texts go with it (cascade), so other files see the seed only.
  await withSiteDatabase((db) =>
    db.batch([
      db.delete(providers).where(eq(providers.id, PROVIDER.id)),
      db.delete(users).where(eq(users.id, TRANSLATOR.id)),
    ]),
  );
  await browser?.close();
});

const adminPage = (options: BrowserContextOptions = {}) =>
  openPage(browser, { locale: "en-US", storageState: session, ...options });

describe("Admin Promotions (/admin/promotions)", () => {
  it("creates a promotion for a provider with an English title, lists it, and the bonus page shows it", async () => {
    const { page, errors, close } = await adminPage();
    await page.goto("/admin");
    await waitForHydration(page);
    const sidebar = page.getByRole("navigation", { name: english("admin.nav_label") });
    await sidebar.getByRole("link", { name: english("admin.nav.promotions") }).click();
    await page.getByRole("heading", { level: 1, name: english("admin.promotions.title") }).waitFor();

    await page.getByRole("button", { name: english("admin.promotions.add") }).click();
    const dialog = page.getByRole("dialog", { name: english("admin.promotions.add_title") });
    await dialog.waitFor();
    // Greek is the first tab.
    const tabs = dialog.getByRole("tab");
    expect(await tabs.first().textContent()).toBe("Ελληνικά");
    expect(await tabs.count()).toBe(6);

    // Nothing chosen: the form says what is missing and sends nothing.
    await dialog.getByRole("button", { name: english("admin.action.save") }).click();
    await dialog.getByText("Bonus type is required").waitFor();

    await dialog.getByLabel(english("admin.field.provider")).selectOption({ label: PROVIDER.brand });
    await dialog.getByLabel(english("admin.promotions.bonus_type_label")).selectOption({ label: "Free Bet" });
    await dialog.getByLabel(english("admin.promotions.priority")).fill("3");
    await dialog.getByLabel(english("admin.promotions.wagering")).fill("6");
    await dialog.getByRole("tab", { name: "English" }).click();
    const englishPanel = dialog.getByRole("tabpanel", { name: "English" });
    await englishPanel.getByLabel(english("admin.promotions.field_title")).fill(TITLE);
    await englishPanel
      .getByLabel(english("admin.promotions.field_body"))
      .fill("A €10 free bet for new players.");
    await dialog.getByRole("button", { name: english("admin.action.save") }).click();

    await notification(page, "Promotion and translations saved successfully").waitFor();
    await dialog.waitFor({ state: "detached" });
    const item = page.locator("main li", { has: page.getByRole("heading", { name: TITLE }) });
    await item.waitFor();
    expect(await item.textContent()).toContain("Free Bet");
    expect(await item.textContent()).toContain(PROVIDER.brand);
    const [saved] = await withSiteDatabase((db) =>
      db.select().from(promotions).where(eq(promotions.providerId, PROVIDER.id)),
    );
    expect(saved).toMatchObject({ bonusType: "free_bet", priority: 3, wageringMultiplier: 6, active: true });

    // The public bonus page shows it on the next request.
    await page.goto("/en/bonus");
    const card = page.locator("main li", { has: page.getByRole("heading", { name: TITLE }) });
    await card.waitFor();
    expect(await card.textContent()).toContain("A €10 free bet for new players.");
    expect(errors).toEqual([]);
    await close();
  });

  it("opens the edit dialog on the promotion's own provider, first thing after a page load", async () => {
    const { page, errors, close } = await adminPage();
    await page.goto("/admin/promotions");
    await waitForHydration(page);
    const item = page.locator("main li", { has: page.getByRole("heading", { name: TITLE }) });
    await item.getByRole("button", { name: new RegExp(`^${english("admin.action.edit")}`) }).click();
    const dialog = page.getByRole("dialog", { name: english("admin.promotions.edit_title") });
    const provider = dialog.getByLabel(english("admin.field.provider"));
    // The drop-down's list arrives after the dialog opens: the stored provider must still be chosen.
    await provider.getByRole("option", { name: PROVIDER.brand }).waitFor({ state: "attached" });
    expect(
      await provider.evaluate((select) =>
        select instanceof HTMLSelectElement ? select.selectedOptions[0]?.text : "",
      ),
    ).toBe(PROVIDER.brand);
    expect(errors).toEqual([]);
    await close();
  });

  it.each([
    ["en", "en-US", "light"],
    ["he", "he-IL", "dark"],
  ] as const)(
    "has no axe violations (%s, %s), nor with the edit dialog open",
    async (language, locale, colorScheme) => {
      const text = textIn(language);
      const { page, close } = await adminPage({ locale, colorScheme });
      await page.goto("/admin/promotions");
      await waitForHydration(page);
      const item = page.locator("main li", { has: page.getByRole("heading", { name: TITLE }) });
      await item.waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await item.getByRole("button", { name: new RegExp(`^${text("admin.action.edit")}`) }).click();
      const dialog = page.getByRole("dialog", { name: text("admin.promotions.edit_title") });
      await dialog.getByRole("tab").first().waitFor();
      expect(await dialog.getByLabel(text("admin.promotions.priority")).inputValue()).toBe("3");
      expect(await axeViolations(page)).toEqual([]);
      await close();
    },
  );

  it("lets a translator save one language, without the promotion's other fields", async () => {
    await withSiteDatabase((db) =>
      db.insert(users).values({
        id: TRANSLATOR.id,
        email: `${TRANSLATOR.login}@example.com`,
        role: "translator",
        roleAssignedAt: new Date(),
        oidcIssuer: inject("issuer"),
        oidcSubject: TRANSLATOR.login,
      }),
    );
    // Signed in on a page of its own: the identity provider's pages are not the site's.
    const signingIn = await openPage(browser);
    await signingIn.page.goto(`/api/login?returnTo=${encodeURIComponent("/admin/promotions")}`);
    await signInAtProvider(signingIn.page, TRANSLATOR.login);
    const storageState = await signingIn.page.context().storageState();
    await signingIn.close();

    const { page, errors, close } = await openPage(browser, { locale: "en-US", storageState });
    await page.goto("/admin/promotions");
    await page.getByRole("heading", { level: 1, name: english("admin.promotions.title") }).waitFor();
    await waitForHydration(page);
    expect(await page.getByRole("button", { name: english("admin.promotions.add") }).count()).toBe(0);
    const item = page.locator("main li", { has: page.getByRole("heading", { name: TITLE }) });
    expect(await item.getByRole("button", { name: /^Delete/ }).count()).toBe(0);
    await item.getByRole("button", { name: new RegExp(`^${english("admin.action.translate")}`) }).click();
    const dialog = page.getByRole("dialog", { name: english("admin.promotions.translate_title") });
    await dialog.getByRole("tab").first().waitFor();
    expect(await dialog.getByLabel(english("admin.promotions.priority")).count()).toBe(0);
    await dialog.getByRole("tab", { name: "Français" }).click();
    const french = dialog.getByRole("tabpanel", { name: "Français" });
    await french.getByLabel(english("admin.promotions.field_title")).fill("Pari gratuit E2E");
    await french.getByRole("button", { name: /Français/ }).click();
    await notification(page, "Translation saved successfully").waitFor();
    const [saved] = await withSiteDatabase((db) =>
      db
        .select({ title: promotionsI18n.title })
        .from(promotionsI18n)
        .innerJoin(promotions, eq(promotions.id, promotionsI18n.promotionId))
        .where(eq(promotions.providerId, PROVIDER.id)),
    ).then((rows) => rows.filter((row) => row.title === "Pari gratuit E2E"));
    expect(saved).toEqual({ title: "Pari gratuit E2E" });
    expect(errors).toEqual([]);
    await close();
  });

  it("deletes the promotion only after the confirmation", async () => {
    const { page, errors, close } = await adminPage();
    await page.goto("/admin/promotions");
    await waitForHydration(page);
    const item = page.locator("main li", { has: page.getByRole("heading", { name: TITLE }) });
    await item.getByRole("button", { name: new RegExp(`^${english("admin.action.delete")}`) }).click();
    const dialog = page.getByRole("dialog", { name: english("admin.promotions.delete_title") });
    await dialog.getByText("Are you sure you want to delete this promotion?").waitFor();
    await dialog.getByRole("button", { name: english("admin.action.delete") }).click();
    await notification(page, "Promotion deleted successfully").waitFor();
    await item.waitFor({ state: "detached" });
    await page.goto("/en/bonus");
    expect(await page.getByRole("heading", { name: TITLE }).count()).toBe(0);
    expect(errors).toEqual([]);
    await close();
  });
});
