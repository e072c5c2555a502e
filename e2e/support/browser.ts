import { randomBytes } from "node:crypto";
import { chromium, type Browser, type BrowserContextOptions, type Page } from "playwright-core";
import { inject } from "vitest";
import { CHROMIUM_ARGS, findChromium } from "#scripts/chromium";

export const baseUrl = () => inject("baseUrl");

export async function launchBrowser(): Promise<Browser> {
  const executablePath = findChromium();
  if (!executablePath) throw new Error("No Chromium found: install Debian's chromium or set CHROME_PATH");
  return chromium.launch({ executablePath, args: CHROMIUM_ARGS });
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
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning")
      errors.push(`${message.type()}: ${message.text()}`);
  });
  page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
  return { page, errors, close: () => context.close() };
}

/** Resolves once React has hydrated the server HTML (the root marks <html data-hydrated>). */
export async function waitForHydration(page: Page) {
  await page.waitForSelector("html[data-hydrated]", { state: "attached" });
}

/** A notification (toast) with this text: Radix puts them in a region labelled with its hotkey (F8). */
export const notification = (page: Page, text: string) =>
  page.getByRole("region", { name: /F8/ }).getByRole("listitem").filter({ hasText: text });
