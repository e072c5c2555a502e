import type { Page } from "playwright-core";
import { ADMIN_NAV_ITEMS } from "#web/features/admin/nav-items";
import { waitForHydration } from "./browser";

/**
 * Every back-office screen (the admin sidebar, which the seeded admin sees whole), then the site's
 * pages that only a signed-in user opens: a new screen is covered once it joins the sidebar.
 */
export const SIGNED_IN_SCREENS = [...ADMIN_NAV_ITEMS.map((item) => item.to), "/profile", "/admin-fix"];

/** Resolves once the page has hydrated and its data has replaced every loading skeleton. */
export async function waitForScreen(page: Page) {
  await waitForHydration(page);
  await page.locator("main h1").first().waitFor();
  await page.waitForFunction(() => !document.querySelector(".animate-pulse"));
}

/**
 * Scrolls to the end and back, and waits for the network to settle: the islands that wake as they
 * come near the screen are then live, as for a reader who has been down the page.
 */
export async function loadDeferredBlocks(page: Page) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  // A document page's islands that wake at a touch wake too, as for a reader who has used the page.
  await page.evaluate(() => {
    for (const root of document.querySelectorAll(
      'island-root[data-trigger="interaction"], island-root[data-trigger^="stale:"]',
    ))
      root.dispatchEvent(new Event("pointerover"));
  });
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** The page's colour scheme, switched in place (the theme follows the system while nothing is stored). */
export async function switchColorScheme(page: Page, colorScheme: "light" | "dark") {
  await page.emulateMedia({ colorScheme });
  const dark = colorScheme === "dark";
  try {
    await page.waitForFunction((dark) => document.documentElement.classList.contains("dark") === dark, dark);
  } catch (error) {
    // Why the theme did not follow: what the page believes at the moment the wait gave up.
    const state = await page.evaluate(() => ({
      url: location.href,
      htmlClass: document.documentElement.className,
      hydrated: document.documentElement.hasAttribute("data-hydrated"),
      header: Boolean(document.querySelector("header")),
      systemDark: matchMedia("(prefers-color-scheme: dark)").matches,
      storage: { ...localStorage },
      text: document.body.innerText.slice(0, 500),
    }));
    throw new Error(`The page did not turn ${colorScheme}: ${JSON.stringify(state, null, 2)}`, {
      cause: error,
    });
  }
}

/**
 * A screen's main dialog, when it has one: the first button in <main> that announces a dialog
 * (aria-haspopup). Resolves to the open dialog, or null.
 */
export async function openMainDialog(page: Page) {
  const trigger = page.locator('main button[aria-haspopup="dialog"]:visible').first();
  if (!(await trigger.count())) return null;
  await trigger.click();
  const dialog = page.getByRole("dialog");
  await dialog.waitFor();
  await page.waitForFunction(() => !document.querySelector(".animate-pulse"));
  return dialog;
}
