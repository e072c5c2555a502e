import { randomBytes } from "node:crypto";
import { chromium, type Browser, type BrowserContextOptions, type Page, type Request } from "playwright-core";
import { inject } from "vitest";
import { CHROMIUM_ARGS, findChromium } from "#scripts/chromium";

export const baseUrl = () => inject("baseUrl");

/**
 * Chromium as a visitor has it. Playwright turns the back/forward cache off by default (so that
 * Back always reaches its request interception); `withBackForwardCache` leaves it on, as browsers ship.
 */
export async function launchBrowser({ withBackForwardCache = false } = {}): Promise<Browser> {
  const executablePath = findChromium();
  if (!executablePath) throw new Error("No Chromium found: install Debian's chromium or set CHROME_PATH");
  return chromium.launch({
    executablePath,
    args: CHROMIUM_ARGS,
    ignoreDefaultArgs: withBackForwardCache ? ["--disable-back-forward-cache"] : [],
  });
}

/**
 * An address of the documentation range (2001:db8::/32), as Cloudflare names a visitor's in
 * cf-connecting-ip: each page is a visitor of its own, with its own allowance of sign-ins, instead
 * of every test sharing loopback's (20 per 10 minutes) in one long run.
 */
const visitorAddress = () =>
  `2001:db8::${randomBytes(4)
    .toString("hex")
    .replace(/(.{4})/, "$1:")}`;

/** What each page opened by `openPage` reported: console errors, uncaught exceptions, requests unanswered. */
const pageRecords = new WeakMap<Page, { errors: string[]; pending: Set<Request> }>();

/** A fresh page (own storage, own visitor address) that records console errors and uncaught exceptions. */
export async function openPage(browser: Browser, options: BrowserContextOptions = {}) {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    locale: "el-GR",
    colorScheme: "light",
    ...options,
    extraHTTPHeaders: { "cf-connecting-ip": visitorAddress(), ...options.extraHTTPHeaders },
  });
  const page = await context.newPage();
  const errors: string[] = [];
  const pending = new Set<Request>();
  pageRecords.set(page, { errors, pending });
  page.on("request", (request) => pending.add(request));
  page.on("requestfinished", (request) => pending.delete(request));
  page.on("requestfailed", (request) => pending.delete(request));
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning")
      errors.push(`${message.type()}: ${message.text()}`);
  });
  page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
  return { page, errors, close: () => context.close() };
}

/** Resolves once React has hydrated the server HTML (the root marks <html data-hydrated>). */
export async function waitForHydration(page: Page) {
  try {
    await page.waitForSelector("html[data-hydrated]", { state: "attached" });
  } catch (error) {
    // On one line: npm test's closing list of failures, all CI keeps of a long run, quotes the first.
    throw new Error(`The page did not hydrate: ${JSON.stringify(await pageState(page))}`, {
      cause: error,
    });
  }
}

/**
 * Why a page may not have hydrated: what it loaded of the app's code, which requests are still
 * unanswered, and what it reported.
 */
async function pageState(page: Page) {
  const state = await page
    .evaluate(() => ({
      url: location.href,
      readyState: document.readyState,
      visibility: document.visibilityState,
      // How far the app got: its code ran (React's root on the document), the router began to
      // hydrate, the router finished.
      reactRoot: Object.keys(document).some((key) => key.startsWith("__reactContainer")),
      router: (({ initialized, hydrated, streamEnded }) => ({ initialized, hydrated, streamEnded }))(
        (window as unknown as { $_TSR?: Record<string, unknown> }).$_TSR ?? {},
      ),
      startScripts: document.querySelectorAll("script[type=module]").length,
      scripts: performance
        .getEntriesByType("resource")
        .filter((entry) => entry.name.includes("/assets/"))
        .map((entry) => {
          const { name, startTime, responseEnd } = entry as PerformanceResourceTiming;
          return `${new URL(name).pathname} ${Math.round(startTime)}–${Math.round(responseEnd)} ms`;
        }),
      sinceNavigation: Math.round(performance.now()),
    }))
    .catch((error: unknown) => ({ unreadable: String(error) }));
  const record = pageRecords.get(page);
  return {
    ...state,
    unanswered: [...(record?.pending ?? [])].map((request) => new URL(request.url()).pathname),
    errors: record?.errors ?? [],
  };
}

/** A notification (toast) with this text: Radix puts them in a region labelled with its hotkey (F8). */
export const notification = (page: Page, text: string) =>
  page.getByRole("region", { name: /F8/ }).getByRole("listitem").filter({ hasText: text });
