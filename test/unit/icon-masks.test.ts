import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { buildIconCss, ICON_CSS_FILE } from "#scripts/icon-masks";
import * as icons from "#web/components/icons";
import * as adminIcons from "#web/features/admin/admin-icons";

describe("the icon masks", () => {
  it("are what `npm run icons` writes from lucide-react for the icons the site uses", () => {
    expect(readFileSync(ICON_CSS_FILE, "utf8"), "run `npm run icons`").toBe(buildIconCss());
  });

  it("give each icon, the public site's and the back office's, lucide's artwork with its stroke", () => {
    const css = buildIconCss();
    const all = [...Object.values(icons), ...Object.values(adminIcons)].filter(
      (value): value is icons.Icon => typeof value === "function" && "iconId" in value,
    );
    expect(all.length).toBeGreaterThan(50);
    for (const { iconId } of all) {
      expect(css).toMatch(
        new RegExp(
          `\\[data-icon="${iconId}"\\] \\{\\n  --icon: url\\("data:image/svg\\+xml,%3Csvg [^"]*` +
            `fill='none' stroke='%23000' stroke-width='2' stroke-linecap='round' stroke-linejoin='round'` +
            `%3E%3C(path|circle|rect|line|polyline|ellipse)`,
        ),
      );
    }
  });
});
