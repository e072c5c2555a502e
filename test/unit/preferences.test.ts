import { describe, expect, it } from "vitest";
import { parseStoredDarkMode } from "#web/features/preferences/dark-mode";
import { DEFAULT_THEME_MOOD, parseThemeMood } from "#web/features/preferences/theme-mood";
import { themeBootScript } from "#web/features/theme/theme-boot-script";

describe("stored preferences", () => {
  it("reads darkMode only as 'true' or 'false', else the system decides", () => {
    expect(parseStoredDarkMode("true")).toBe(true);
    expect(parseStoredDarkMode("false")).toBe(false);
    expect(parseStoredDarkMode(null)).toBeUndefined();
    expect(parseStoredDarkMode("yes")).toBeUndefined();
  });

  it("accepts only known moods", () => {
    expect(parseThemeMood("cosmic")).toBe("cosmic");
    expect(parseThemeMood("bear_market")).toBe("bear_market");
    expect(parseThemeMood("pink")).toBe(DEFAULT_THEME_MOOD);
    expect(parseThemeMood(undefined)).toBe("classic_blue");
  });

  it("boot script and stores use the same storage keys", () => {
    expect(themeBootScript).toContain('localStorage.getItem("darkMode")');
    expect(themeBootScript).toContain('localStorage.getItem("themeMood")');
  });
});
