import { readFileSync } from "node:fs";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { BrandMark } from "#web/components/brand-mark";

/** An SVG's drawing: its elements without the root's own attributes. */
const drawing = (svg: string) => svg.replace(/^<svg[^>]*>/, "").replace(/\s+/g, " ");

describe("the brand mark", () => {
  it("draws what the tab's icon (web/public/favicon.svg) draws", () => {
    const favicon = readFileSync("web/public/favicon.svg", "utf8").trim();
    const inline = renderToStaticMarkup(createElement(BrandMark));
    expect(drawing(inline).replace(/><\/(rect|path)>/g, "/>")).toBe(drawing(favicon));
  });
});
