import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, openPage, waitForHydration } from "./support/browser";
import { textIn } from "./support/sign-in";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const isDark = (page: Page) => page.evaluate(() => document.documentElement.classList.contains("dark"));

describe("language", () => {
  it("switching from Greek to Hebrew turns the page right-to-left, and a reload keeps it", async () => {
    const { page, errors, close } = await openPage(browser);
    await page.goto("/providers");
    await waitForHydration(page);
    expect(await page.locator("html").getAttribute("lang")).toBe("el");

    await page.getByRole("combobox", { name: "Επιλογή γλώσσας" }).selectOption({ label: "עברית" });
    await page.waitForSelector('html[lang="he"][dir="rtl"]');
    await page.getByRole("heading", { level: 1, name: "חברות הימורים" }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/providers");

    await page.reload();
    await waitForHydration(page);
    expect(await page.locator("html").getAttribute("dir")).toBe("rtl");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("חברות הימורים");
    await page.goto("/");
    await waitForHydration(page);
    expect(await page.locator("html").getAttribute("dir")).toBe("rtl");
    expect(errors).toEqual([]);
    await close();
  });

  it("a switch before the page's later parts have their code shows them in the new language, with no hydration error", async () => {
    const { page, errors, close } = await openPage(browser);
    // Islands' code arrives late; the promotions below the fold wait to be scrolled to.
    await page.route(/\/islands\/(?!boot-)[^/]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto("/");
    await waitForHydration(page);
    await page.getByRole("combobox", { name: "Επιλογή γλώσσας" }).selectOption({ label: "עברית" });
    await page.waitForSelector('html[lang="he"]');

    const hebrew = textIn("he");
    await page.getByRole("region", { name: hebrew("consent.title") }).waitFor();
    await page.getByRole("heading", { name: hebrew("home.promotions.title") }).scrollIntoViewIfNeeded();
    await page.getByRole("heading", { name: hebrew("home.promotions.title") }).waitFor();
    await page.waitForTimeout(500);
    expect(errors).toEqual([]);
    await close();
  });

  it("on a prefixed page, moves to the same page under the new prefix", async () => {
    const { page, close } = await openPage(browser);
    await page.goto("/en/providers?q=bet");
    await waitForHydration(page);
    await page.getByRole("combobox", { name: "Choose language" }).selectOption({ label: "Français" });
    await page.waitForURL(/\/fr\/providers\?q=bet$/);
    await page.waitForSelector('html[lang="fr"][dir="ltr"]');
    expect(await page.getByLabel("Rechercher un opérateur").inputValue()).toBe("bet");
    await close();
  });
});

describe("dark mode", () => {
  it("the choice survives a reload, against the system preference", async () => {
    const { page, close } = await openPage(browser, { colorScheme: "light" });
    await page.goto("/");
    await waitForHydration(page);
    expect(await isDark(page)).toBe(false);

    await page.getByRole("button", { name: "Σκοτεινή λειτουργία" }).click();
    await page.waitForSelector("html.dark");
    await page.reload();
    expect(await isDark(page)).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem("darkMode"))).toBe("true");
    await close();
  });

  it("follows the system preference until the visitor chooses", async () => {
    const { page, close } = await openPage(browser, { colorScheme: "dark" });
    await page.goto("/");
    expect(await isDark(page)).toBe(true);
    await close();
  });
});
