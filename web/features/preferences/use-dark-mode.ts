import { useSyncExternalStore } from "react";
import { isDark, setDarkMode, subscribeDarkMode } from "./dark-mode";

/**
 * The server cannot know the visitor's theme, so it (and hydration) render "light"; React then
 * re-renders with the real class at once. The page colours never flash: they come from CSS.
 */
export function useDarkMode() {
  const dark = useSyncExternalStore(subscribeDarkMode, isDark, () => false);
  return { dark, setDarkMode, toggle: () => setDarkMode(!isDark()) };
}
