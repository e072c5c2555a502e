/**
 * Writes the letter-mark logo of every seed provider to web/public/logos/ as WebP, drawn by Debian's
 * Chromium from its SVG (`npx tsx seed/write-logos.ts`). Raster, not the SVG itself: a page draws
 * an `<img>` of an SVG as a document of its own, built on the main thread, and a list page shows a
 * dozen logos.
 */
import { mkdir, writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";
import { CHROMIUM_ARGS, findChromium } from "#scripts/chromium";
import { PROVIDERS } from "./data/providers";
import { LOGO_PIXELS, logoSvg } from "./logos";

const executablePath = findChromium();
if (!executablePath) throw new Error("No Chromium found (apt-get install -y chromium, or set CHROME_PATH)");
const dir = fileURLToPath(new URL("../web/public/logos/", import.meta.url));
await mkdir(dir, { recursive: true });
const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
const page = await browser.newPage();
for (const provider of PROVIDERS) {
  const webp = await page.evaluate(
    async ([svg, size]) => {
      const image = new Image();
      image.src = `data:image/svg+xml,${encodeURIComponent(svg)}`;
      await image.decode();
      const canvas = Object.assign(document.createElement("canvas"), { width: size, height: size });
      canvas.getContext("2d")!.drawImage(image, 0, 0, size, size);
      return canvas.toDataURL("image/webp", 0.9);
    },
    [logoSvg(provider), LOGO_PIXELS] as const,
  );
  await writeFile(`${dir}${provider.slug}.webp`, Buffer.from(webp.split(",")[1]!, "base64"));
}
await browser.close();
console.log(`Wrote ${PROVIDERS.length} logos to ${dir}`);
