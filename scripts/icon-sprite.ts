// npm run icons: writes web/public/icons.svg, one <symbol> per icon of web/components/icons.tsx and
// web/features/admin/admin-icons.ts (by name), drawn by lucide-react itself so the sprite matches the
// library's artwork. Lucide's stroke, the same for every icon, is set on each symbol, not on every
// icon's element in the pages.
import { writeFileSync } from "node:fs";
import * as lucide from "lucide-react";
import { createElement, type ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import * as icons from "#web/components/icons";
import * as adminIcons from "#web/features/admin/admin-icons";

export const SPRITE_FILE = "web/public/icons.svg";

const STROKE = 'stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"';

const isIcon = (value: unknown): value is icons.Icon =>
  typeof value === "function" && typeof (value as { spriteId?: unknown }).spriteId === "string";

export function buildSprite(): string {
  const symbols = [...Object.values(icons), ...Object.values(adminIcons)]
    .filter(isIcon)
    .sort((a, b) => a.spriteId.localeCompare(b.spriteId))
    .map(({ spriteId }) => {
      const artwork = (lucide as unknown as Record<string, ComponentType | undefined>)[spriteId];
      if (!artwork) throw new Error(`lucide-react has no icon named ${spriteId}`);
      const inner = renderToStaticMarkup(createElement(artwork))
        .replace(/^<svg[^>]*>/, "")
        .replace(/<\/svg>$/, "");
      return `<symbol id="${spriteId}" viewBox="0 0 24 24" ${STROKE}>${inner}</symbol>`;
    });
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join("\n")}\n</svg>\n`;
}

if (process.argv[1]?.endsWith("icon-sprite.ts")) {
  writeFileSync(SPRITE_FILE, buildSprite());
  console.log(`wrote ${SPRITE_FILE}`);
}
