import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "../e2e/support/serve";
import { CHROMIUM_ARGS, findChromium } from "../scripts/chromium";

/**
 * What Lighthouse's own launcher adds: no background throttling of the page under test (without
 * these, headless runs fail to record the load, NO_NAVSTART), no extensions or default apps.
 */
const LIGHTHOUSE_ARGS = [
  "--disable-backgrounding-occluded-windows",
  "--disable-renderer-backgrounding",
  "--disable-background-timer-throttling",
  "--disable-extensions",
  "--disable-default-apps",
  "--mute-audio",
];

/**
 * Debian's Chromium (or CHROME_PATH), headless with a fresh profile, listening for the DevTools
 * protocol on a free port: what lighthouse drives. Started here rather than through a launcher
 * package, with the same flags the browser tests use on this closed network.
 */
export async function startDebugChromium() {
  const executable = findChromium();
  if (!executable) throw new Error("No Chromium found: install Debian's chromium or set CHROME_PATH.");
  const port = await freePort();
  const profile = mkdtempSync(join(tmpdir(), "lighthouse-chromium-"));
  const browser = spawn(
    executable,
    [
      ...CHROMIUM_ARGS,
      ...LIGHTHOUSE_ARGS,
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`,
      "about:blank",
    ],
    { stdio: "ignore" },
  );
  const exited = new Promise((resolve) => browser.once("exit", resolve));
  /**
   * Ends Chromium, then removes its profile: its helper processes may still write there a moment
   * after it has exited, so the removal is tried again for a few seconds.
   */
  const stop = async () => {
    browser.kill();
    await exited;
    rmSync(profile, { recursive: true, force: true, maxRetries: 8 });
  };
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/json/version`)).ok) return { port, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`Chromium (${executable}) did not open its DevTools port in time.`);
}
