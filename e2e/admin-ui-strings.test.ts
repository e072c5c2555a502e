import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import { eq } from "drizzle-orm";
import type { Browser, BrowserContextOptions, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uiStrings } from "#schema/content";
import { UI_STRINGS } from "#seed/ui-strings";
import { axeViolations } from "./support/axe";
import { launchBrowser, notification, openPage, waitForHydration } from "./support/browser";
import { adminStorageState, textIn } from "./support/sign-in";
import { withSiteDatabase } from "./support/site-database";

const english = textIn("en");

/** The home page's heading: what the edit changes, and what a visitor then sees. */
const KEY = "home.hero.title";
const ORIGINAL = UI_STRINGS[KEY]!;
const CHANGED = `Compare betting sites, edited ${randomUUID().slice(0, 8)}`;

let browser: Browser;
let session: BrowserContextOptions["storageState"];

beforeAll(async () => {
  browser = await launchBrowser();
  session = await adminStorageState(browser);
});

afterAll(async () => {
  // Other files read the seeded heading: put every language's text back.
  await withSiteDatabase((db) => db.update(uiStrings).set(ORIGINAL).where(eq(uiStrings.key, KEY)));
  await browser?.close();
});

const adminPage = () => openPage(browser, { locale: "en-US", storageState: session });

/** From the dashboard to UI Strings by the sidebar, then the key found by the search box. */
async function openUiStrings(page: Page, search: string) {
  await page.goto("/admin");
  await waitForHydration(page);
  const sidebar = page.getByRole("navigation", { name: english("admin.nav_label") });
  await sidebar.getByRole("link", { name: english("admin.nav.ui_strings") }).click();
  await page.getByRole("heading", { level: 1, name: english("admin.ui_strings.title") }).waitFor();
  await page.getByRole("searchbox", { name: english("admin.ui_strings.search") }).fill(search);
}

/** A cell's button: its name is the text shown, then what it does. */
const cellButton = (page: Page, key: string, language: string) =>
  page.getByRole("button", { name: `, Edit ${key} in ${language}` });
const shownText = async (page: Page, key: string, language: string) =>
  (await cellButton(page, key, language).locator("span").first().textContent()) ?? "";

describe("UI Strings", () => {
  it("edits a text in place that the public page then shows on its next request", async () => {
    const { page, errors, close } = await adminPage();
    await openUiStrings(page, KEY);
    const rows = page.locator("main tbody tr");
    await expect.poll(() => rows.count()).toBe(1);

    // Escape leaves the text as it was, and the cell keeps the focus.
    await cellButton(page, KEY, "English").click();
    const editor = page.getByRole("textbox", { name: `${KEY} in English` });
    await editor.fill("not kept");
    await editor.press("Escape");
    await expect.poll(() => editor.count()).toBe(0);
    expect(await shownText(page, KEY, "English")).toBe(ORIGINAL.en);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(
      `${ORIGINAL.en}, Edit ${KEY} in English`,
    );

    // Enter opens it again from the keyboard, and Enter saves.
    await page.keyboard.press("Enter");
    await editor.fill(CHANGED);
    await editor.press("Enter");
    await notification(page, english("admin.ui_strings.saved")).waitFor();
    expect(await shownText(page, KEY, "English")).toBe(CHANGED);
    expect(errors).toEqual([]);
    await close();

    // A visitor (no session, no cached strings) opening the home page in English sees it.
    const visitor = await openPage(browser, { locale: "en-US" });
    await visitor.page.goto("/en");
    await waitForHydration(visitor.page);
    const heading = visitor.page.getByRole("heading", { level: 1 });
    expect(await heading.textContent()).toBe(CHANGED);
    // The Greek page still has its own text.
    await visitor.page.goto("/el");
    expect(await visitor.page.getByRole("heading", { level: 1 }).textContent()).toBe(ORIGINAL.el);
    await visitor.close();
  });

  it("shows a visitor who read the old text before the edit the new one on their next page load", async () => {
    const visitor = await openPage(browser, { locale: "en-US" });
    await visitor.page.goto("/en");
    await waitForHydration(visitor.page);
    const before = await visitor.page.getByRole("heading", { level: 1 }).textContent();

    const edited = `${CHANGED} again`;
    const { page, close } = await adminPage();
    await openUiStrings(page, KEY);
    await cellButton(page, KEY, "English").click();
    const editor = page.getByRole("textbox", { name: `${KEY} in English` });
    await editor.fill(edited);
    await page.getByRole("button", { name: english("admin.action.save") }).click();
    await notification(page, english("admin.ui_strings.saved")).waitFor();
    await close();

    await visitor.page.reload();
    await waitForHydration(visitor.page);
    expect(before).not.toBe(edited);
    expect(await visitor.page.getByRole("heading", { level: 1 }).textContent()).toBe(edited);
    await visitor.close();
  });

  it("counts missing texts per language, and exports every key as UTF-8 CSV with a BOM", async () => {
    const { page, errors, close } = await adminPage();
    await openUiStrings(page, "");
    const counts = page.getByRole("region", { name: english("admin.ui_strings.missing_heading") });
    expect(await counts.getByRole("listitem").count()).toBe(6);

    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: english("admin.action.export_csv"), exact: true }).click();
    const file = await (await download).path();
    const bytes = await readFile(file);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const csv = bytes.toString("utf8");
    expect(csv.split("\r\n")[0]).toBe("\uFEFFkey,el,en,ru,he,uk,fr");
    expect(csv).toContain(ORIGINAL.he);
    expect(csv).toContain(ORIGINAL.ru);
    expect(csv.split("\r\n").length).toBeGreaterThan(Object.keys(UI_STRINGS).length);

    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await close();
  });
});
