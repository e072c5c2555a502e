import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, openPage, waitForHydration } from "./support/browser";
import { signInAtProvider } from "./support/sign-in";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe("server-rendered HTML without JavaScript", () => {
  it("shows the providers and their Greek texts", async () => {
    const { page, close } = await openPage(browser, { javaScriptEnabled: false });
    await page.goto("/providers");
    const brands = await page.locator("main h2").allTextContents();
    expect(brands).toContain("AegeanBet");
    expect(brands.length).toBe(10);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Εταιρείες στοιχημάτων");
    await close();
  });

  it("is right-to-left Hebrew under /he", async () => {
    const { page, close } = await openPage(browser, { javaScriptEnabled: false });
    await page.goto("/he/providers");
    expect(await page.locator("html").getAttribute("dir")).toBe("rtl");
    expect(await page.locator("html").getAttribute("lang")).toBe("he");
    expect(await page.locator("main h2").first().textContent()).toBe("AegeanBet");
    await close();
  });
});

describe("hydration", () => {
  it.each(["/", "/providers", "/he/providers", "/en/menu"])(
    "%s hydrates without console errors or warnings",
    async (path) => {
      const { page, errors, close } = await openPage(browser);
      await page.goto(path);
      await waitForHydration(page);
      await page.waitForLoadState("networkidle");
      expect(errors).toEqual([]);
      await close();
    },
  );

  it("a page served from the edge page cache hydrates: its inline scripts are allowed by their hashes", async () => {
    for (const expected of ["miss", "hit"]) {
      const { page, errors, close } = await openPage(browser);
      // A query of its own: no earlier test has stored this address.
      const response = await page.goto("/en/faq?from=page-cache-test");
      expect(response?.headers()["x-page-cache"]).toBe(expected);
      await waitForHydration(page);
      await page.waitForLoadState("networkidle");
      expect(errors).toEqual([]);
      await close();
    }
  });

  it.each([
    ["/profile", /\/assets\/entry-client-[^/]+\.js$/],
    ["/en/providers", /\/islands\/boot-[^/]+\.js$/],
  ])("%s paints the server's HTML before it asks for its code", async (path, script) => {
    const { page, errors, close } = await openPage(browser);
    await page.goto(path);
    await waitForHydration(page);
    // The page asks for its code once the main thread has painted the first frame (paintTime), not
    // once the compositor has put that frame on screen (startTime, later by however busy the GPU
    // process is).
    const { firstPaint, entryRequested } = await page.evaluate(
      (script) => ({
        firstPaint: (
          performance.getEntriesByName("first-contentful-paint")[0] as
            (PerformanceEntry & { paintTime?: number }) | undefined
        )?.paintTime,
        entryRequested: performance
          .getEntriesByType("resource")
          .find((entry) => new RegExp(script).test(entry.name))?.startTime,
      }),
      script.source,
    );
    expect(firstPaint).toBeGreaterThan(0);
    expect(entryRequested).toBeGreaterThan(firstPaint!);
    expect(errors).toEqual([]);
    await close();
  });

  it("the 404 screen hydrates too, with no error but its own status", async () => {
    const { page, errors, close } = await openPage(browser);
    const response = await page.goto("/missing-page");
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("404 Η σελίδα δεν βρέθηκε");
    expect(errors.filter((error) => !error.includes("status of 404"))).toEqual([]);
    await close();
  });

  it("a document page asks for no strings: its islands carry those they show", async () => {
    const { page, errors, close } = await openPage(browser);
    const asked: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === "/api/ui-strings") asked.push(request.url());
    });
    await page.goto("/en/about");
    await waitForHydration(page);
    await page.waitForLoadState("networkidle");
    expect(asked).toEqual([]);
    expect(errors).toEqual([]);
    await close();
  });

  it("the app carries the strings its server render read in its HTML: it asks for none to hydrate", async () => {
    const { page, errors, close } = await openPage(browser, { locale: "en-GB" });
    const asked: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === "/api/ui-strings") asked.push(request.url());
    });
    await page.goto("/profile");
    await waitForHydration(page);
    await page.waitForLoadState("networkidle");
    expect(await page.locator("html").getAttribute("lang")).toBe("en");
    expect(asked).toEqual([]);
    expect(errors).toEqual([]);
    await close();
  });

  it("asks a signed-in visitor's strings of a new language without the session cookie, as answers the browser may keep", async () => {
    const { page, errors, close } = await openPage(browser, { locale: "en-GB" });
    await page.goto("/api/login?returnTo=%2Fprofile");
    await signInAtProvider(page, "strings_reader");
    await waitForHydration(page);
    // Each answer is noted when it arrives; its headers are read after, and awaited before the checks.
    const answers: Promise<{ search: string; cookie?: string; cacheControl?: string; etag?: string }>[] = [];
    page.on("response", (response) => {
      const url = new URL(response.url());
      if (url.pathname !== "/api/ui-strings") return;
      answers.push(
        Promise.all([response.request().allHeaders(), response.allHeaders()]).then(([request, headers]) => ({
          search: url.search,
          cookie: request.cookie,
          cacheControl: headers["cache-control"],
          etag: headers.etag,
        })),
      );
    });
    // The identity provider's pages may log their own errors; only the site's page is checked.
    const signInErrors = errors.length;
    // The strings come after the new language's code has loaded and run, which on a slow machine can
    // leave the network idle for longer than "networkidle" waits: their answer is waited for itself.
    const stringsAnswered = page.waitForResponse(
      (response) => new URL(response.url()).pathname === "/api/ui-strings",
    );
    await page.getByRole("combobox", { name: "Choose language" }).selectOption({ label: "Ελληνικά" });
    await expect.poll(() => page.locator("html").getAttribute("lang")).toBe("el");
    await stringsAnswered;
    await page.waitForLoadState("networkidle");
    const answered = await Promise.all(answers);
    expect(answered.map((answer) => answer.search)).toEqual(["?locale=el&part=site"]);
    for (const answer of answered) {
      expect(answer.cookie).toBeUndefined();
      expect(answer.cacheControl).toBe("no-cache");
      expect(answer.etag).toMatch(/^(W\/)?"[^"]+"$/);
    }
    expect(await page.context().cookies()).toContainEqual(expect.objectContaining({ name: "session" }));
    expect(errors.slice(signInErrors)).toEqual([]);
    await close();
  });

  it("never shows the splash on a first visit", async () => {
    const { page, close } = await openPage(browser);
    await page.goto("/");
    expect(await page.locator('[role="status"][aria-live="polite"].fixed').count()).toBe(0);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toContain("Κύπρο");
    await close();
  });
});
