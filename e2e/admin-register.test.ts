import { randomUUID } from "node:crypto";
import { eq, gte } from "drizzle-orm";
import type { Browser, BrowserContextOptions } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerImports } from "#schema/licence-register";
import { providers, providersI18n } from "#schema/providers";
import { axeViolations } from "./support/axe";
import { launchBrowser, notification, openPage, waitForHydration } from "./support/browser";
import { adminStorageState, textIn } from "./support/sign-in";
import { withSiteDatabase } from "./support/site-database";

const english = textIn("en");

const suffix = randomUUID().slice(0, 8);
/** A licensed provider the pasted register leaves out. */
const DROPPED = { id: randomUUID(), brand: `E2E Register ${suffix}`, slug: `e2e-register-${suffix}` };

let browser: Browser;
let adminSession: BrowserContextOptions["storageState"];
let startedAt: Date;
/** What the seeded providers stood at, restored afterwards: later files read them as seeded. */
let seeded: Pick<typeof providers.$inferSelect, "id" | "registerCheck" | "licenseVerifiedOn">[] = [];
/** The register as the regulator's page shows it (tab-separated when pasted), naming the seeded licensees. */
let register = "";

beforeAll(async () => {
  browser = await launchBrowser();
  adminSession = await adminStorageState(browser);
  startedAt = new Date();
  await withSiteDatabase(async (db) => {
    seeded = await db
      .select({
        id: providers.id,
        registerCheck: providers.registerCheck,
        licenseVerifiedOn: providers.licenseVerifiedOn,
      })
      .from(providers);
    const licensees = await db.select().from(providers).where(eq(providers.registerCheck, "confirmed"));
    register = [
      "Licence No.\tCompany\tClass\tWebsites\tStatus",
      ...licensees.map((p) => `${p.licenseId}\t${p.companyLegalName ?? p.brand}\tA\twww.${p.domain}\tActive`),
    ].join("\n");
    await db.insert(providers).values({
      id: DROPPED.id,
      brand: DROPPED.brand,
      domain: `${DROPPED.slug}.example`,
      licenseId: `E2E-${suffix}`,
      licenseStatus: "licensed",
      registerCheck: "confirmed",
    });
    await db.insert(providersI18n).values({ providerId: DROPPED.id, locale: "en", slug: DROPPED.slug });
  });
});

afterAll(async () => {
  await withSiteDatabase(async (db) => {
    await db.delete(providers).where(eq(providers.id, DROPPED.id));
    await db.delete(registerImports).where(gte(registerImports.createdAt, startedAt));
    for (const { id, ...standing } of seeded)
      await db.update(providers).set(standing).where(eq(providers.id, id));
  });
  await browser?.close();
});

describe("NBA register (/admin/register)", () => {
  it("an admin pastes the register, sees the provider it drops, applies it, and the dashboard alerts", async () => {
    const { page, errors, close } = await openPage(browser, { locale: "en-US", storageState: adminSession });
    await page.goto("/admin/register");
    await waitForHydration(page);
    await page.getByRole("heading", { level: 1, name: english("admin.nav.register") }).waitFor();

    await page.getByLabel(english("admin.register.text_label")).fill(register);
    await page.getByRole("button", { name: english("admin.register.preview"), exact: true }).click();
    await page.getByText(english("admin.register.ready")).waitFor();
    const licences = page.getByRole("table", { name: english("admin.register.kind.licences") });
    expect(await licences.getByRole("row").count()).toBe(register.split("\n").length);
    expect(await licences.textContent()).toContain(english("admin.register.matched_by.licence"));
    const notFound = page.getByRole("table", { name: english("admin.register.not_found_heading") });
    const dropped = notFound.getByRole("row", { name: new RegExp(DROPPED.brand) });
    expect(await dropped.getAttribute("data-changes")).toBe("true");
    expect(await dropped.textContent()).toContain(english("admin.register.standing.missing"));
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole("button", { name: english("admin.register.apply"), exact: true }).click();
    await notification(page, english("admin.register.done")).waitFor();
    await page.getByRole("heading", { level: 2, name: english("admin.register.result_heading") }).waitFor();
    const history = page.getByRole("table", { name: english("admin.register.history_heading") });
    await history
      .getByRole("row", { name: /pasted/ })
      .first()
      .waitFor();

    await page.goto("/admin");
    const alert = page
      .getByRole("alert")
      .filter({ hasText: english("admin.dashboard.register_alert.title") });
    const link = alert.getByRole("link", { name: DROPPED.brand });
    expect(await link.getAttribute("href")).toBe(`/en/providers/${DROPPED.slug}`);
    expect(await alert.textContent()).toContain(english("admin.register.standing.missing"));
    expect(errors).toEqual([]);
    await close();
  });
});
