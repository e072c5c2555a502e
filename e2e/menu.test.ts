import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, openPage, waitForHydration } from "./support/browser";
import { expectDocumentPage, servedHtml } from "./support/document-page";
import { textIn } from "./support/sign-in";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const hebrew = textIn("he");
const english = textIn("en");

/** Every island chunk (all but the boot) the page asks for from now on. */
function islandCode(page: Page) {
  const asked: string[] = [];
  page.on("request", (request) => {
    if (/\/islands\/(?!boot-)[^/]+\.js$/.test(request.url())) asked.push(request.url());
  });
  return asked;
}

describe("/menu as a document page", () => {
  it.each(["/en/menu", "/el/menu", "/he/menu"])(
    "%s has no router runtime, and only the newsletter and the cookie choice as islands",
    async (path) => {
      const { page, close } = await openPage(browser);
      expectDocumentPage(await servedHtml(page, path), {
        newsletter: 1,
        "cookie-settings": 1,
        toaster: 1,
      });
      await close();
    },
  );

  it("dark mode, the colour moods and the language links work with no island's code, right to left too", async () => {
    const { page, errors, close } = await openPage(browser, { colorScheme: "light" });
    const code = islandCode(page);
    await page.goto("/he/menu");
    await waitForHydration(page);
    const appearance = page.getByRole("region", { name: hebrew("menu.appearance") });

    const darkMode = appearance.getByRole("switch", { name: hebrew("prefs.dark_mode") });
    expect(await darkMode.getAttribute("aria-checked")).toBe("false");
    await darkMode.click();
    await page.waitForSelector("html.dark");
    expect(await darkMode.getAttribute("aria-checked")).toBe("true");

    const midnight = appearance.getByRole("button", { name: hebrew("theme.mood.midnight") });
    const classic = appearance.getByRole("button", { name: hebrew("theme.mood.classic_blue") });
    expect(await classic.getAttribute("aria-pressed")).toBe("true");
    await midnight.click();
    await page.waitForSelector('html[data-mood="midnight"]');
    expect(await midnight.getAttribute("aria-pressed")).toBe("true");
    expect(await classic.getAttribute("aria-pressed")).toBe("false");

    await page.reload();
    await waitForHydration(page);
    expect(await page.locator("html").getAttribute("class")).toContain("dark");
    expect(await page.locator("html").getAttribute("data-mood")).toBe("midnight");
    expect(await midnight.getAttribute("aria-pressed")).toBe("true");
    expect(await darkMode.getAttribute("aria-checked")).toBe("true");

    const languages = page.getByRole("region", { name: hebrew("menu.language") });
    expect(await languages.getByRole("link", { name: "עברית" }).getAttribute("aria-current")).toBe("true");
    await languages.getByRole("link", { name: "English" }).click();
    await page.waitForURL(/\/en\/menu$/);
    await page.waitForSelector('html[lang="en"][dir="ltr"]');
    expect(await page.evaluate(() => localStorage.getItem("locale"))).toBe("en");
    await page.waitForLoadState("networkidle");
    expect(code).toEqual([]);
    expect(errors).toEqual([]);
    await close();
  });

  it("on the unprefixed address, a language link keeps the address and stores the choice", async () => {
    const { page, errors, close } = await openPage(browser);
    await page.goto("/menu");
    await waitForHydration(page);
    expect(await page.locator("html").getAttribute("lang")).toBe("el");
    await page
      .getByRole("region", { name: textIn("el")("menu.language") })
      .getByRole("link", { name: "Français" })
      .click();
    await page.waitForSelector('html[lang="fr"]');
    expect(new URL(page.url()).pathname).toBe("/menu");
    await page.goto("/");
    expect(await page.locator("html").getAttribute("lang")).toBe("fr");
    expect(errors).toEqual([]);
    await close();
  });

  it("a press on the newsletter or the cookie choice before its code has come still acts", async () => {
    const { page, errors, close } = await openPage(browser, { locale: "en-GB" });
    await page.route(/\/islands\/(?!boot-)[^/]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto("/en/menu");
    await waitForHydration(page);
    const settings = page.getByRole("region", { name: english("menu.cookies.title") });
    await settings.getByRole("button", { name: english("consent.reject") }).click();
    await settings.getByText(english("menu.cookies.status.rejected")).waitFor();
    expect(
      await settings.getByRole("button", { name: english("consent.reject") }).getAttribute("aria-pressed"),
    ).toBe("true");

    await page.getByRole("button", { name: english("menu.newsletter.subscribe") }).click();
    await page.getByRole("dialog", { name: english("newsletter.title") }).waitFor();
    expect(errors).toEqual([]);
    await close();
  });

  it("without JavaScript, the language links and the cookie choice still work", async () => {
    const { page, close } = await openPage(browser, { javaScriptEnabled: false, locale: "en-GB" });
    await page.goto("/en/menu");
    await page
      .getByRole("region", { name: english("menu.language") })
      .getByRole("link", { name: "Ελληνικά" })
      .click();
    await page.waitForURL(/\/el\/menu$/);
    const greek = textIn("el");
    const settings = page.getByRole("region", { name: greek("menu.cookies.title") });
    await settings.getByRole("button", { name: greek("consent.accept") }).click();
    await settings.getByText(greek("menu.cookies.status.accepted")).waitFor();
    expect(new URL(page.url()).pathname).toBe("/el/menu");
    await close();
  });
});
