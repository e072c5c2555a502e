import { useSyncExternalStore } from "react";
import { THEMES, type Theme } from "#schema/enums";

export const THEME_MOOD_STORAGE_KEY = "themeMood";
export const DEFAULT_THEME_MOOD: Theme = "classic_blue";
const CHANGED = "theme-mood-change";

/** Only the known moods are accepted; anything else means the default. */
export function parseThemeMood(value: unknown): Theme {
  return typeof value === "string" && (THEMES as readonly string[]).includes(value)
    ? (value as Theme)
    : DEFAULT_THEME_MOOD;
}

/** UI string key of a mood's display name (Classic Blue, Midnight Mode, ...). */
export const themeMoodLabelKey = (mood: Theme) => `theme.mood.${mood}`;

export function setThemeMood(mood: Theme) {
  try {
    localStorage.setItem(THEME_MOOD_STORAGE_KEY, mood);
  } catch {
    // storage disabled: the mood lasts for this page only
  }
  document.documentElement.dataset.mood = mood;
  window.dispatchEvent(new Event(CHANGED));
}

function subscribe(onChange: () => void) {
  window.addEventListener(CHANGED, onChange);
  return () => window.removeEventListener(CHANGED, onChange);
}

const currentMood = () => parseThemeMood(document.documentElement.dataset.mood);

/** Server and hydration render the default mood; the boot script's choice follows right after. */
export function useThemeMood() {
  const mood = useSyncExternalStore(subscribe, currentMood, () => DEFAULT_THEME_MOOD);
  return { mood, setThemeMood };
}
