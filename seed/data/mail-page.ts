import { textDirection, type Locale } from "#schema/locales";
import { PRODUCT_NAME } from "#schema/site";

/** The frame every mail shares: the product's name over the paragraphs, in the reader's direction. */
export function mailPage(locale: Locale, paragraphs: string[]): string {
  return [
    `<!doctype html><html lang="${locale}" dir="${textDirection(locale)}"><body style="font-family:Arial,sans-serif;color:#1f2937;background:#f3f4f6;padding:24px">`,
    `<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">`,
    `<h1 style="font-size:20px;color:#0b5394">${PRODUCT_NAME}</h1>`,
    ...paragraphs,
    `</div></body></html>`,
  ].join("\n");
}
