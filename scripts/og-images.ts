// npm run og-images: draws the 1200×630 Open Graph picture of each language with Debian's Chromium
// (web/public/og/{locale}.png): the product name and the home page's headline in that language.
import { mkdirSync } from "node:fs";
import { chromium } from "playwright-core";
import { LOCALES, textDirection, type Locale } from "#schema/locales";
import { PRODUCT_NAME } from "#schema/site";
import { UI_STRINGS } from "#seed/ui-strings";
import { CHROMIUM_ARGS, findChromium } from "./chromium";

export const OG_IMAGE_SIZE = { width: 1200, height: 630 };
const OUT_DIR = "web/public/og";

const escape = (text: string) => text.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);

function card(locale: Locale) {
  const title = UI_STRINGS["home.hero.title"]![locale];
  const subtitle = UI_STRINGS["home.hero.subtitle"]![locale];
  return `<!doctype html><html lang="${locale}" dir="${textDirection(locale)}"><body style="margin:0">
<div style="box-sizing:border-box;width:1200px;height:630px;padding:72px 88px;display:flex;flex-direction:column;justify-content:space-between;background:#1d4ed8;color:#fff;font-family:'DejaVu Sans',sans-serif">
<div style="font-size:40px;font-weight:700" dir="ltr">✓ ${escape(PRODUCT_NAME)}</div>
<div><div style="font-size:64px;font-weight:700;line-height:1.15">${escape(title)}</div>
<div style="margin-top:28px;font-size:30px;line-height:1.4;opacity:.85">${escape(subtitle)}</div></div>
<div style="font-size:24px;opacity:.75"><span dir="ltr">18+</span></div></div></body></html>`;
}

const executablePath = findChromium();
if (!executablePath) throw new Error("No Chromium found (apt-get install -y chromium, or set CHROME_PATH)");
mkdirSync(OUT_DIR, { recursive: true });
const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
const page = await browser.newPage({ viewport: OG_IMAGE_SIZE });
for (const locale of LOCALES) {
  await page.setContent(card(locale));
  await page.screenshot({ path: `${OUT_DIR}/${locale}.png` });
  console.log(`wrote ${OUT_DIR}/${locale}.png`);
}
await browser.close();
