import { CheckIcon } from "#web/components/icons";
import { THEMES, type Theme } from "#schema/enums";
import { useT } from "#web/i18n/use-t";
import { DEFAULT_THEME_MOOD, themeMoodLabelKey } from "../theme-mood";

/** Swatch colours for the buttons: each mood's dark-mode accent (midnight: its navy background). */
const SWATCH: Record<Theme, string> = {
  classic_blue: "oklch(0.714 0.143 254.6)",
  midnight: "oklch(0.3 0.08 265)",
  cosmic: "oklch(0.722 0.177 305.5)",
  bull_market: "oklch(0.792 0.209 151.7)",
  bear_market: "oklch(0.704 0.191 22.2)",
  neutral: "oklch(0.87 0 0)",
};

/**
 * One button per colour mood. The page's script (web/islands/shell.ts) applies a press and marks
 * the mood in force as pressed; the look of the pressed one follows `aria-pressed` alone. The server
 * cannot know the visitor's mood, so its HTML presses the default until the script runs.
 */
export function MoodPicker() {
  const { t } = useT();
  return (
    <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
      {THEMES.map((m) => (
        <button
          key={m}
          type="button"
          data-theme-mood={m}
          aria-pressed={m === DEFAULT_THEME_MOOD}
          className="group flex items-center gap-2 rounded-md border px-3 py-2 text-sm font-medium hover:bg-accent hover:text-accent-foreground focus-visible:outline-2 focus-visible:outline-ring aria-pressed:border-primary aria-pressed:ring-1 aria-pressed:ring-primary"
        >
          <span
            aria-hidden="true"
            className="size-4 shrink-0 rounded-full border border-foreground/20"
            style={{ background: SWATCH[m] }}
          />
          <span className="flex-1 text-start">{t(themeMoodLabelKey(m))}</span>
          <CheckIcon className="size-4 not-group-aria-pressed:hidden" aria-hidden="true" />
        </button>
      ))}
    </div>
  );
}
