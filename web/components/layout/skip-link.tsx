import { useT } from "#web/i18n/use-t";

export const MAIN_CONTENT_ID = "main-content";

/** First focusable element of a shell: jumps over the navigation to the page. */
export function SkipLink() {
  const { t } = useT();
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      // Parked above the viewport rather than sr-only, so it keeps its padding when it slides in.
      className="fixed start-2 top-2 z-50 -translate-y-24 rounded-md border bg-background px-4 py-2 font-medium text-foreground shadow-lg transition-transform focus:translate-y-0"
    >
      {t("a11y.skip_to_content")}
    </a>
  );
}
