import { afterEach, describe, expect, it, vi } from "vitest";
import { THEMES } from "#schema/enums";
import {
  DARK_MODE_STORAGE_KEY,
  parseStoredDarkMode,
  setDarkMode,
  subscribeDarkMode,
} from "#web/features/preferences/dark-mode";
import {
  DEFAULT_THEME_MOOD,
  parseThemeMood,
  setThemeMood,
  THEME_MOOD_STORAGE_KEY,
} from "#web/features/preferences/theme-mood";
import { themeBootScript } from "#web/features/theme/theme-boot-script";

/** A browser's localStorage, kept across page loads; `blocked` is storage the browser refuses. */
function fakeStorage({ blocked = false } = {}) {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => {
      if (blocked) throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
      items.set(key, String(value));
    },
    removeItem: (key: string) => void items.delete(key),
  };
}

/**
 * A new page load on the same storage: a fresh <html>, the system colour scheme, then the boot
 * script in <head>, as the browser runs it before first paint. Returns the page's <html>.
 */
function loadPage(storage: ReturnType<typeof fakeStorage>, { systemDark = false } = {}) {
  const classes = new Set<string>();
  const html = {
    dataset: {} as Record<string, string | undefined>,
    classList: {
      contains: (name: string) => classes.has(name),
      toggle: (name: string, force?: boolean) => {
        const on = force ?? !classes.has(name);
        if (on) classes.add(name);
        else classes.delete(name);
        return on;
      },
    },
  };
  vi.stubGlobal("localStorage", storage);
  vi.stubGlobal("document", { documentElement: html });
  vi.stubGlobal("window", new EventTarget());
  const system = { dark: systemDark };
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: system.dark && /prefers-color-scheme:\s*dark/.test(query),
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
  new Function(themeBootScript)();
  return { isDark: () => html.classList.contains("dark"), mood: () => html.dataset.mood, system };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("dark mode", () => {
  it("follows the system until the visitor chooses", () => {
    const storage = fakeStorage();
    expect(loadPage(storage, { systemDark: true }).isDark()).toBe(true);
    expect(loadPage(storage, { systemDark: false }).isDark()).toBe(false);
    expect(storage.items.size).toBe(0);
  });

  it("a choice applies at once, is stored, and the next page load starts with it against the system", () => {
    const storage = fakeStorage();
    const page = loadPage(storage, { systemDark: false });
    setDarkMode(true);
    expect(page.isDark()).toBe(true);
    expect(storage.items).toEqual(new Map([[DARK_MODE_STORAGE_KEY, "true"]]));
    expect(loadPage(storage, { systemDark: false }).isDark()).toBe(true);

    setDarkMode(false);
    expect(loadPage(storage, { systemDark: true }).isDark()).toBe(false);
  });

  it("catches up with a system switch made before the page started listening (while it hydrated)", () => {
    const page = loadPage(fakeStorage(), { systemDark: false });
    page.system.dark = true;
    const unsubscribe = subscribeDarkMode(() => {});
    expect(page.isDark()).toBe(true);
    unsubscribe();
    const chosen = fakeStorage();
    chosen.items.set(DARK_MODE_STORAGE_KEY, "false");
    const kept = loadPage(chosen, { systemDark: false });
    kept.system.dark = true;
    subscribeDarkMode(() => {})();
    expect(kept.isDark()).toBe(false);
  });

  it("still switches the page when the browser refuses storage", () => {
    const storage = fakeStorage({ blocked: true });
    const page = loadPage(storage);
    setDarkMode(true);
    expect(page.isDark()).toBe(true);
    expect(loadPage(storage).isDark()).toBe(false);
  });

  it("reads the stored value only as 'true' or 'false', else the system decides", () => {
    expect(parseStoredDarkMode(String(true))).toBe(true);
    expect(parseStoredDarkMode(String(false))).toBe(false);
    expect(parseStoredDarkMode(null)).toBeUndefined();
    expect(parseStoredDarkMode("yes")).toBeUndefined();
    const storage = fakeStorage();
    storage.items.set(DARK_MODE_STORAGE_KEY, "yes");
    expect(loadPage(storage, { systemDark: true }).isDark()).toBe(true);
  });
});

describe("theme mood", () => {
  it("every mood is stored and comes back on the next page load", () => {
    const storage = fakeStorage();
    expect(loadPage(storage).mood()).toBe(DEFAULT_THEME_MOOD);
    for (const mood of THEMES) {
      const page = loadPage(storage);
      setThemeMood(mood);
      expect(page.mood()).toBe(mood);
      expect(storage.items.get(THEME_MOOD_STORAGE_KEY)).toBe(mood);
      expect(loadPage(storage).mood()).toBe(mood);
    }
  });

  it("an unknown stored mood is ignored: the page starts with the default", () => {
    const storage = fakeStorage();
    storage.items.set(THEME_MOOD_STORAGE_KEY, "pink");
    expect(loadPage(storage).mood()).toBe("classic_blue");
    expect(parseThemeMood("pink")).toBe("classic_blue");
    expect(parseThemeMood(undefined)).toBe("classic_blue");
    expect(parseThemeMood("bear_market")).toBe("bear_market");
  });
});
