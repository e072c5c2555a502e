import { eq } from "drizzle-orm";
import type { Browser, BrowserContextOptions, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { providers } from "#schema/providers";
import { users } from "#schema/users";
import { axeViolations } from "./support/axe";
import { launchBrowser, notification, openPage, waitForHydration } from "./support/browser";
import { adminStorageState, textIn } from "./support/sign-in";
import { withSiteDatabase } from "./support/site-database";

const english = textIn("en");
const MEMBER = "dmitry.volkov@example.com";

let browser: Browser;
let session: BrowserContextOptions["storageState"];

const roleOfMember = () =>
  withSiteDatabase(async (db) => {
    const [row] = await db
      .select({ role: users.role, at: users.roleAssignedAt })
      .from(users)
      .where(eq(users.email, MEMBER));
    return row;
  });

beforeAll(async () => {
  browser = await launchBrowser();
  session = await adminStorageState(browser);
});
afterAll(async () => {
  await withSiteDatabase((db) =>
    db.update(users).set({ role: "analyst", roleAssignedAt: null }).where(eq(users.email, MEMBER)),
  );
  await browser?.close();
});

const adminPage = () => openPage(browser, { locale: "en-US", storageState: session });

const sidebarLink = (page: Page, key: string) =>
  page
    .getByRole("navigation", { name: english("admin.nav_label") })
    .getByRole("link", { name: english(key) });

describe("the dashboard (/admin)", () => {
  it("shows the real figures and the 30-day chart, with no accessibility violations", async () => {
    const { page, errors, close } = await adminPage();
    await page.goto("/admin");
    await waitForHydration(page);
    const providerCount = await withSiteDatabase((db) => db.$count(providers));
    const figure = page
      .locator("dl > div")
      .filter({ has: page.getByText(english("admin.dashboard.stat.providers"), { exact: true }) });
    expect(await figure.locator("dd").textContent()).toBe(String(providerCount));
    await page.getByText(english("admin.dashboard.chart.title")).first().waitFor();
    expect(await page.locator("figure svg rect").count()).toBe(60);
    expect(
      await page.getByRole("heading", { name: english("admin.dashboard.recent_providers") }).count(),
    ).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await close();
  });
});

describe("an address of the back office that is none of its screens", () => {
  it("answers 404 with the not-found screen in the back office, loaded once", async () => {
    const { page, errors, close } = await adminPage();
    expect((await page.goto("/admin/no-such-screen"))?.status()).toBe(404);
    await waitForHydration(page);
    // A reload starts a new document, which would not carry this mark.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.getByRole("heading", { level: 1, name: english("notfound.title") }).waitFor();
    await sidebarLink(page, "admin.nav.dashboard").click();
    await page.waitForURL(/\/admin$/);
    expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
    expect(errors.filter((error) => !error.includes("status of 404"))).toEqual([]);
    await close();
  });
});

describe("Users and Audit Log", () => {
  it("finds a member by e-mail, makes them a translator, and the audit log says who did it", async () => {
    const { page, errors, close } = await adminPage();
    await page.goto("/admin");
    await waitForHydration(page);
    await sidebarLink(page, "admin.nav.users").click();
    await page.getByRole("heading", { level: 1, name: english("admin.nav.users") }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByLabel(english("admin.users.search_label")).fill("DMITRY");
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/admin\/users\?q=DMITRY$/);
    const select = page.getByLabel(english("admin.users.role_of").replace("{email}", MEMBER));
    expect(await select.inputValue()).toBe("none");
    await select.selectOption("translator");
    await notification(page, english("admin.users.role_saved")).waitFor();
    expect(await roleOfMember()).toMatchObject({ role: "translator", at: expect.any(Date) });

    await sidebarLink(page, "admin.nav.audit_log").click();
    await page.getByRole("heading", { level: 1, name: english("admin.nav.audit_log") }).waitFor();
    const newest = page.locator("main tbody tr").first();
    expect(await newest.textContent()).toContain("user.role");
    expect(await newest.textContent()).toContain("none → translator");
    expect(await newest.textContent()).toContain("admin@example.com");
    expect(await axeViolations(page)).toEqual([]);

    // Back returns to the search as it was.
    await page.goBack();
    await page.waitForURL(/\/admin\/users\?q=DMITRY$/);
    expect(await page.getByLabel(english("admin.users.search_label")).inputValue()).toBe("DMITRY");
    expect(errors).toEqual([]);
    await close();
  });

  it("refuses to demote the last admin, says why, and shows the role unchanged", async () => {
    const { page, close } = await adminPage();
    await page.goto("/admin/users?q=admin%40example.com");
    await waitForHydration(page);
    const select = page.getByLabel(english("admin.users.role_of").replace("{email}", "admin@example.com"));
    await select.selectOption("editor");
    await notification(page, "The last admin cannot lose the admin role.").waitFor();
    await expect.poll(() => select.inputValue()).toBe("admin");
    await close();
  });
});
