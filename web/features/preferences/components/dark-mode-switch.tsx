import { MoonIcon, SunIcon } from "#web/components/icons";
import { useT } from "#web/i18n/use-t";

/**
 * Labelled switch for the menu page. The page's script (web/islands/shell.ts) toggles the theme on
 * a press and keeps `aria-checked` in step; the look follows the theme's class, so it is right
 * before any code runs.
 */
export function DarkModeSwitch() {
  const { t } = useT();
  return (
    <button
      type="button"
      role="switch"
      aria-checked={false}
      data-dark-mode-toggle=""
      className="flex w-full items-center justify-between gap-4 rounded-md py-2 text-start focus-visible:outline-2 focus-visible:outline-ring"
    >
      <span className="flex items-center gap-3">
        <SunIcon className="size-4 dark:hidden" aria-hidden="true" />
        <MoonIcon className="size-4 not-dark:hidden" aria-hidden="true" />
        <span className="font-medium">{t("prefs.dark_mode")}</span>
      </span>
      <span
        aria-hidden="true"
        className="relative inline-flex h-6 w-11 shrink-0 items-center rounded-full border-2 border-transparent bg-muted-foreground/60 transition-colors dark:bg-primary"
      >
        <span className="block size-5 rounded-full bg-background shadow transition-transform dark:translate-x-5 dark:rtl:-translate-x-5" />
      </span>
    </button>
  );
}
