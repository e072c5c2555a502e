import { existsSync } from "node:fs";

const CANDIDATES = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"];

/** Debian's Chromium (or CHROME_PATH); playwright-core never downloads a browser here. */
export function findChromium(): string | undefined {
  const configured = process.env.CHROME_PATH;
  if (configured) return existsSync(configured) ? configured : undefined;
  return CANDIDATES.find((path) => existsSync(path));
}

/** Flags for headless Chromium as root on a closed network. */
export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
