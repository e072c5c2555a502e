import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations } from "./support/axe";
import { baseUrl, launchBrowser, openPage, waitForHydration } from "./support/browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Every address matching `pattern` the page asks for from now on. */
function requestsFor(page: Page, pattern: RegExp) {
  const asked: string[] = [];
  page.on("request", (request) => {
    if (pattern.test(request.url())) asked.push(request.url());
  });
  return asked;
}

const banner = (page: Page) => page.getByRole("region", { name: "Cookies on this site" });

/** A cookie of the site, by name, as the browser holds it. */
const cookie = async (context: BrowserContext, name: string) =>
  (await context.cookies()).find((c) => c.name === name);

/**
 * Follows the first provider's "Visit site" link as a visitor does (a new tab through /go); the
 * partner's address is answered locally, since this machine reaches no other site.
 */
async function clickOut(page: Page) {
  await page
    .context()
    .route(/^https:\/\/(?!127\.0\.0\.1)[^/]+\//, (route) =>
      route.fulfill({ contentType: "text/html", body: "<title>partner</title>" }),
    );
  await page.goto("/en/providers");
  await waitForHydration(page);
  const [partner] = await Promise.all([
    page.waitForEvent("popup"),
    page
      .getByRole("link", { name: /^Visit site/ })
      .first()
      .click(),
  ]);
  await partner.waitForURL(/^https:\/\/go\.betcompare-cyprus\.example\//, { waitUntil: "commit" });
  await partner.close();
}

describe("cookie consent", () => {
  it("asks on the first visit; Reject hides it for good and no tracking cookie is set by a click-out", async () => {
    const { page, errors, close } = await openPage(browser, { locale: "en-GB" });
    await page.goto("/en");
    await waitForHydration(page);
    await banner(page).waitFor();
    const reject = banner(page).getByRole("button", { name: "Reject" });
    const accept = banner(page).getByRole("button", { name: "Accept" });
    expect(await accept.isVisible()).toBe(true);
    // Equal prominence: the two answers look alike.
    expect(await reject.getAttribute("class")).toBe(await accept.getAttribute("class"));
    expect(await banner(page).getByRole("link", { name: "Privacy policy" }).getAttribute("href")).toBe(
      "/en/privacy",
    );

    await reject.click();
    await banner(page).waitFor({ state: "detached" });
    expect((await cookie(page.context(), "consent"))?.value).toBe("rejected");

    await page.reload();
    await waitForHydration(page);
    expect(await banner(page).count()).toBe(0);

    await clickOut(page);
    expect(await cookie(page.context(), "anon_id")).toBeUndefined();
    expect(errors).toEqual([]);
    await close();
  });

  it("Accept, then a click-out, leaves the anonymous id; changing to Reject in the menu removes it", async () => {
    const { page, errors, close } = await openPage(browser, { locale: "en-GB" });
    await page.goto("/en/about");
    await waitForHydration(page);
    await banner(page).getByRole("button", { name: "Accept" }).click();
    await banner(page).waitFor({ state: "detached" });

    await clickOut(page);
    const anonId = await cookie(page.context(), "anon_id");
    expect(anonId?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(anonId?.sameSite).toBe("Lax");

    await page.goto("/en/menu");
    await waitForHydration(page);
    const settings = page.getByRole("region", { name: "Cookie settings" });
    await settings.getByText("You have accepted optional cookies.").waitFor();
    expect(await settings.getByRole("button", { name: "Accept" }).getAttribute("aria-pressed")).toBe("true");
    await settings.getByRole("button", { name: "Reject" }).click();
    await settings.getByText("You have rejected optional cookies.").waitFor();
    expect(await settings.getByRole("button", { name: "Reject" }).getAttribute("aria-pressed")).toBe("true");
    expect((await cookie(page.context(), "consent"))?.value).toBe("rejected");
    expect(await cookie(page.context(), "anon_id")).toBeUndefined();
    expect(errors).toEqual([]);
    await close();
  });

  it("the menu can record a choice before the banner is answered, and the banner goes", async () => {
    const { page, errors, close } = await openPage(browser, { locale: "en-GB" });
    await page.goto("/en/menu");
    await waitForHydration(page);
    await banner(page).waitFor();
    const settings = page.getByRole("region", { name: "Cookie settings" });
    await settings.getByText("You have not chosen yet; until you do, no optional cookies are set.").waitFor();
    await settings.getByRole("button", { name: "Accept" }).click();
    await banner(page).waitFor({ state: "detached" });
    expect((await cookie(page.context(), "consent"))?.value).toBe("accepted");
    expect(errors).toEqual([]);
    await close();
  });

  it("on a document page, the banner needs no code of its own: a press answers it at once, in place", async () => {
    const { page, errors, close } = await openPage(browser, { locale: "en-GB" });
    const islandCode = requestsFor(page, /\/islands\/(?!boot-)[^/]+\.js$/);
    await page.goto("/en/faq");
    await waitForHydration(page);
    await page.waitForLoadState("networkidle");

    await banner(page).getByRole("button", { name: "Accept" }).hover();
    await page.waitForLoadState("networkidle");
    expect(islandCode).toEqual([]);
    await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
    await banner(page).getByRole("button", { name: "Accept" }).click();
    await banner(page).waitFor({ state: "detached" });
    expect((await cookie(page.context(), "consent"))?.value).toBe("accepted");
    // Stored by the page itself: no reload.
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
    expect(islandCode).toEqual([]);
    expect(errors).toEqual([]);
    await close();
  });

  it("on a page whose island runs at load, a press answers it in place, at the same address", async () => {
    const { page, close } = await openPage(browser, { locale: "en-GB" });
    await page.goto("/en/calculator?mode=handicap");
    await waitForHydration(page);
    await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
    await banner(page).getByRole("button", { name: "Reject" }).click();
    await banner(page).waitFor({ state: "detached" });
    expect(page.url()).toBe(new URL("/en/calculator?mode=handicap", baseUrl()).href);
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
    expect(await banner(page).count()).toBe(0);
    expect((await cookie(page.context(), "consent"))?.value).toBe("rejected");
    await close();
  });

  it("a choice made in another tab takes the banner away here too, and the page in a new language does not ask again", async () => {
    const { page, errors, close } = await openPage(browser, { locale: "en-GB" });
    await page.goto("/en/faq");
    await waitForHydration(page);
    await banner(page).waitFor();

    const otherTab = await page.context().newPage();
    await otherTab.goto("/en/menu");
    await waitForHydration(otherTab);
    await otherTab
      .getByRole("region", { name: "Cookie settings" })
      .getByRole("button", { name: "Reject" })
      .click();
    await banner(otherTab).waitFor({ state: "detached" });

    await banner(page).waitFor({ state: "detached" });
    // The page rendered anew, in another language, still knows of the choice.
    await page.getByRole("combobox", { name: "Choose language" }).selectOption({ label: "Ελληνικά" });
    await page.waitForURL(/\/el\/faq$/);
    await page.getByRole("heading", { level: 1, name: "Συχνές ερωτήσεις" }).waitFor();
    await page.waitForLoadState("networkidle");
    expect(await page.getByRole("region", { name: "Cookies σε αυτόν τον ιστότοπο" }).count()).toBe(0);
    expect(errors).toEqual([]);
    await close();
  });

  it("the banner is reachable from the keyboard", async () => {
    const { page, close } = await openPage(browser, { locale: "en-GB" });
    await page.goto("/en/terms");
    await waitForHydration(page);
    await banner(page).waitFor();
    let reached = false;
    for (let i = 0; i < 60 && !reached; i++) {
      await page.keyboard.press("Tab");
      reached = await page.evaluate(() => document.activeElement?.textContent === "Reject");
    }
    expect(reached).toBe(true);
    await page.keyboard.press("Enter");
    await banner(page).waitFor({ state: "detached" });
    await close();
  });

  it("on a phone, sits above the bottom bar and moves nothing on the page", async () => {
    const { page, close } = await openPage(browser, { viewport: { width: 390, height: 844 } });
    await page.goto("/el");
    await waitForHydration(page);
    const region = page.getByRole("region", { name: "Cookies σε αυτόν τον ιστότοπο" });
    await region.waitFor();
    const bannerBox = await region.boundingBox();
    const navBox = await page.getByRole("navigation").last().boundingBox();
    expect(bannerBox!.y + bannerBox!.height).toBeLessThanOrEqual(navBox!.y + 1);
    // Laid over the page, not in its flow: the page's content is where it is without the banner.
    const layout = () =>
      page.evaluate(() => {
        const main = document.querySelector("main")!.getBoundingClientRect();
        return [main.top, main.height, document.documentElement.scrollHeight];
      });
    const withBanner = await layout();
    await region.getByRole("button", { name: "Απόρριψη" }).click();
    await region.waitFor({ state: "detached" });
    expect(await layout()).toEqual(withBanner);
    await close();
  });

  it.each(["light", "dark"] as const)(
    "the banner and the menu's cookie settings pass axe (%s, right-to-left)",
    async (colorScheme) => {
      const { page, close } = await openPage(browser, { colorScheme });
      await page.goto("/he/menu");
      await waitForHydration(page);
      await page.getByRole("region", { name: "עוגיות באתר זה" }).waitFor();
      await page
        .getByRole("region", { name: "הגדרות עוגיות" })
        .getByRole("button", { name: "דחייה" })
        .waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await close();
    },
  );
});
