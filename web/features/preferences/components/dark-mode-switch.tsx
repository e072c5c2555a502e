import { MoonIcon, SunIcon } from "#web/components/icons";
import { useT } from "#web/i18n/use-t";
import { cn } from "#web/lib/utils";
import { useDarkMode } from "../use-dark-mode";

/** Labelled switch for the menu page. */
export function DarkModeSwitch() {
  const { t } = useT();
  const { dark, toggle } = useDarkMode();
  return (
    <button
      type="button"
      role="switch"
      aria-checked={dark}
      onClick={toggle}
      className="flex w-full items-center justify-between gap-4 rounded-md py-2 text-start focus-visible:outline-2 focus-visible:outline-ring"
    >
      <span className="flex items-center gap-3">
        {dark ? (
          <MoonIcon className="size-4" aria-hidden="true" />
        ) : (
          <SunIcon className="size-4" aria-hidden="true" />
        )}
        <span className="font-medium">{t("prefs.dark_mode")}</span>
      </span>
      <span
        aria-hidden="true"
        className={cn(
          "relative inline-flex h-6 w-11 shrink-0 items-center rounded-full border-2 border-transparent transition-colors",
          dark ? "bg-primary" : "bg-muted-foreground/60",
        )}
      >
        <span
          className={cn(
            "block size-5 rounded-full bg-background shadow transition-transform",
            dark ? "translate-x-5 rtl:-translate-x-5" : "translate-x-0",
          )}
        />
      </span>
    </button>
  );
}
