import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { LOCALES } from "#schema/locales";

/** Width and height from a PNG's IHDR chunk. */
function pngSize(file: string) {
  const bytes = readFileSync(file);
  expect(bytes.subarray(1, 4).toString("latin1"), file).toBe("PNG");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe("Open Graph pictures", () => {
  it.each(LOCALES)("web/public/og/%s.png is a 1200×630 PNG (npm run og-images)", (locale) => {
    expect(pngSize(`web/public/og/${locale}.png`)).toEqual({ width: 1200, height: 630 });
  });
});
