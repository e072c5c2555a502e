import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { buildSprite, SPRITE_FILE } from "#scripts/icon-sprite";
import { HomeIcon, XIcon } from "#web/components/icons";
import { PlusIcon } from "#web/features/admin/admin-icons";

describe("the icon sprite", () => {
  it("is what `npm run icons` writes from lucide-react for the icons the site uses", () => {
    expect(readFileSync(SPRITE_FILE, "utf8"), "run `npm run icons`").toBe(buildSprite());
  });

  it("has a symbol for each icon, the public site's and the back office's, drawn by lucide with its stroke", () => {
    const sprite = buildSprite();
    for (const icon of [HomeIcon, XIcon, PlusIcon]) {
      expect(sprite).toMatch(
        new RegExp(
          `<symbol id="${icon.spriteId}" viewBox="0 0 24 24" stroke="currentColor" stroke-width="2" ` +
            `stroke-linecap="round" stroke-linejoin="round"><(path|circle|rect|line|polyline)`,
        ),
      );
    }
  });
});
