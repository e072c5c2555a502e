/** localStorage key; 'true'/'false' once the visitor chose, absent while the system decides. */
export const DARK_MODE_STORAGE_KEY = "darkMode";
const SYSTEM_DARK = "(prefers-color-scheme: dark)";
const CHANGED = "dark-mode-change";

/** What the stored value says, or undefined when the system preference should decide. */
export function parseStoredDarkMode(value: string | null): boolean | undefined {
  if (value === "true") return true;
  if (value === "false") return false;
  return undefined;
}

function storedDarkMode(): boolean | undefined {
  try {
    return parseStoredDarkMode(localStorage.getItem(DARK_MODE_STORAGE_KEY));
  } catch {
    return undefined;
  }
}

export const isDark = () => document.documentElement.classList.contains("dark");

function applyDarkMode(dark: boolean) {
  document.documentElement.classList.toggle("dark", dark);
  window.dispatchEvent(new Event(CHANGED));
}

export function setDarkMode(dark: boolean) {
  try {
    localStorage.setItem(DARK_MODE_STORAGE_KEY, String(dark));
  } catch {
    // storage disabled: the choice lasts for this page only
  }
  applyDarkMode(dark);
}

// The boot script already put the class on <html>; the store only has to follow later changes:
// the OS switching theme (while nothing is stored) and other tabs saving a choice. A change between
// the boot script and this subscription (while the page hydrated) is caught up with at once.
export function subscribeDarkMode(onChange: () => void) {
  const media = matchMedia(SYSTEM_DARK);
  // The stored choice, else the system's: applied when it differs from the page's.
  const onSystem = () => {
    const wanted = storedDarkMode() ?? media.matches;
    if (wanted !== isDark()) applyDarkMode(wanted);
  };
  onSystem();
  media.addEventListener("change", onSystem);
  // Another tab's saved choice (any storage change is checked: a check that finds nothing to do is free).
  window.addEventListener("storage", onSystem);
  window.addEventListener(CHANGED, onChange);
  return () => {
    media.removeEventListener("change", onSystem);
    window.removeEventListener("storage", onSystem);
    window.removeEventListener(CHANGED, onChange);
  };
}
