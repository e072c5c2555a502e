// npm run icons: writes web/styles/icons.css, the mask of each icon of web/components/icons.tsx and
// web/features/admin/admin-icons.ts (by name), drawn by lucide-react itself so the masks match the
// library's artwork, with lucide's stroke (the same for every icon).
import { writeFileSync } from "node:fs";
import * as lucide from "lucide-react";
import { createElement, type ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import * as icons from "#web/components/icons";
import * as adminIcons from "#web/features/admin/admin-icons";

export const ICON_CSS_FILE = "web/styles/icons.css";

const STROKE = "fill='none' stroke='#000' stroke-width='2' stroke-linecap='round' stroke-linejoin='round'";

const isIcon = (value: unknown): value is icons.Icon =>
  typeof value === "function" && typeof (value as { iconId?: unknown }).iconId === "string";

/** An SVG's markup as a data address in CSS: quotes single, and the characters a URL must escape. */
const dataUrl = (svg: string) =>
  `url("data:image/svg+xml,${svg.replace(/"/g, "'").replace(/[<>#%]/g, encodeURIComponent)}")`;

export function buildIconCss(): string {
  const rules = [...Object.values(icons), ...Object.values(adminIcons)]
    .filter(isIcon)
    .sort((a, b) => a.iconId.localeCompare(b.iconId))
    .map(({ iconId }) => {
      const artwork = (lucide as unknown as Record<string, ComponentType | undefined>)[iconId];
      if (!artwork) throw new Error(`lucide-react has no icon named ${iconId}`);
      const inner = renderToStaticMarkup(createElement(artwork))
        .replace(/^<svg[^>]*>/, "")
        .replace(/<\/svg>$/, "")
        .replace(/><\/(path|circle|rect|line|polyline|polygon|ellipse)>/g, "/>");
      const svg = `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' ${STROKE}>${inner}</svg>`;
      return `[data-icon="${iconId}"] {\n  --icon: ${dataUrl(svg)};\n}`;
    });
  return `/* Written by \`npm run icons\` from lucide-react: do not edit. */\n${rules.join("\n")}\n`;
}

if (process.argv[1]?.endsWith("icon-masks.ts")) {
  writeFileSync(ICON_CSS_FILE, buildIconCss());
  console.log(`wrote ${ICON_CSS_FILE}`);
}
