import { gzipSync } from "node:zlib";
import type { Browser } from "playwright-core";

/** The screens a first visit is measured on: a laptop's and a phone's. */
export const SCREENS = {
  laptop: { width: 1280, height: 720 },
  phone: { width: 390, height: 844 },
} as const;

export type Screen = keyof typeof SCREENS;

/** A script of the build that a page downloaded, by path, with its size gzipped. */
export type DownloadedScript = { path: string; gzip: number };

/** The app's chunks, and a document page's (the islands' build). */
const isBuildScript = (pathname: string) => /^\/(assets|islands)\/.+\.js$/.test(pathname);

/**
 * What a first-time visitor's browser really downloads: the page opened in a fresh profile on this
 * screen, neither scrolled nor touched, until it has hydrated and the network is idle. The entry,
 * the page's chunks, lazy parts rendered at once and deferred blocks triggered on the first screen.
 */
export async function firstLoadScripts(
  browser: Browser,
  url: string,
  screen: Screen,
): Promise<DownloadedScript[]> {
  const context = await browser.newContext({ viewport: SCREENS[screen], locale: "en-GB" });
  try {
    const page = await context.newPage();
    const scripts = new Map<string, Promise<DownloadedScript>>();
    page.on("response", (response) => {
      const { pathname } = new URL(response.url());
      if (!isBuildScript(pathname) || scripts.has(pathname)) return;
      scripts.set(
        pathname,
        response.body().then((body) => ({ path: pathname, gzip: gzipSync(body).length })),
      );
    });
    await page.goto(url);
    await page.waitForSelector("html[data-hydrated]", { state: "attached" });
    await page.waitForLoadState("networkidle");
    return await Promise.all(scripts.values());
  } finally {
    await context.close();
  }
}

/** A downloaded script's chunk name, without folder and hash (`provider-reviews`). */
export const chunkName = (path: string) => path.replace(/^\/(assets|islands)\/|-[\w-]{8}\.js$/g, "");

/** What the scripts weigh together, gzipped. */
export const gzipTotal = (scripts: DownloadedScript[]) =>
  scripts.reduce((sum, script) => sum + script.gzip, 0);
