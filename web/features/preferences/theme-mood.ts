import { THEMES, type Theme } from "#schema/enums";

export const THEME_MOOD_STORAGE_KEY = "themeMood";
export const DEFAULT_THEME_MOOD: Theme = "classic_blue";

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
}

/** The mood on the page: the boot script put it on <html> before the first paint. */
export const currentThemeMood = () => parseThemeMood(document.documentElement.dataset.mood);
