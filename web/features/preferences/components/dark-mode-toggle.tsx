import { MoonIcon, SunIcon } from "#web/components/icons";
import { Button } from "#web/components/ui/button";
import { useT } from "#web/i18n/use-t";
import { useDarkMode } from "../use-dark-mode";

/** Header icon button; aria-pressed tells screen readers whether dark mode is on. */
export function DarkModeToggle({ className }: { className?: string }) {
  const { t } = useT();
  const { dark, toggle } = useDarkMode();
  return (
    <Button
      variant="ghost"
      size="icon"
      className={className}
      aria-label={t("a11y.toggle_dark_mode")}
      aria-pressed={dark}
      onClick={toggle}
      data-dark-mode-toggle=""
    >
      {/* Both, shown by the theme's class: right before any code runs, and on a document page. */}
      <SunIcon className="dark:hidden" aria-hidden="true" />
      <MoonIcon className="not-dark:hidden" aria-hidden="true" />
    </Button>
  );
}
