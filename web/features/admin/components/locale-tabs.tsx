import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { LOCALE_NATIVE_NAMES, LOCALES, textDirection, type Locale } from "#schema/locales";
import { cn } from "#web/lib/utils";

const ARROW_STEPS: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

/**
 * The six language tabs of a translation dialog, Greek first. Every panel
 * stays mounted (hidden when not chosen) so a form keeps the fields of all six; arrow keys, Home
 * and End move between tabs. `flagged` marks a tab (e.g. one with an error) for eye and ear.
 */
export function LocaleTabs({
  label,
  children,
  flagged = () => false,
  flaggedLabel,
}: {
  label: string;
  children: (locale: Locale) => ReactNode;
  flagged?: (locale: Locale) => boolean;
  flaggedLabel?: string;
}) {
  const baseId = useId();
  const [current, setCurrent] = useState<Locale>(LOCALES[0]);
  const tabs = useRef<Partial<Record<Locale, HTMLButtonElement | null>>>({});

  const choose = (locale: Locale) => {
    setCurrent(locale);
    tabs.current[locale]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const index = LOCALES.indexOf(current);
    let next: number | undefined;
    if (event.key === "Home") next = 0;
    else if (event.key === "End") next = LOCALES.length - 1;
    else if (event.key in ARROW_STEPS) {
      // In a right-to-left page the tabs run right to left, and so do the arrow keys.
      const horizontal = event.key === "ArrowLeft" || event.key === "ArrowRight";
      const rtl = getComputedStyle(event.currentTarget).direction === "rtl";
      const step = ARROW_STEPS[event.key]! * (rtl && horizontal ? -1 : 1);
      next = (index + step + LOCALES.length) % LOCALES.length;
    }
    if (next === undefined) return;
    event.preventDefault();
    choose(LOCALES[next]!);
  };

  return (
    <div className="grid gap-3">
      <div role="tablist" aria-label={label} className="flex flex-wrap gap-1 border-b" onKeyDown={onKeyDown}>
        {LOCALES.map((locale) => (
          <button
            key={locale}
            ref={(element) => {
              tabs.current[locale] = element;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${locale}`}
            aria-controls={`${baseId}-panel-${locale}`}
            aria-selected={locale === current}
            tabIndex={locale === current ? 0 : -1}
            onClick={() => setCurrent(locale)}
            className={cn(
              "-mb-px rounded-t-md border-b-2 px-3 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-ring",
              locale === current
                ? "border-primary text-foreground"
                : "border-transparent text-muted-foreground hover:text-foreground",
            )}
          >
            <span lang={locale}>{LOCALE_NATIVE_NAMES[locale]}</span>
            {flagged(locale) && (
              <span className="ms-1 text-destructive" aria-hidden="true">
                •
              </span>
            )}
            {flagged(locale) && flaggedLabel && <span className="sr-only"> ({flaggedLabel})</span>}
          </button>
        ))}
      </div>
      {LOCALES.map((locale) => (
        <div
          key={locale}
          role="tabpanel"
          id={`${baseId}-panel-${locale}`}
          aria-labelledby={`${baseId}-tab-${locale}`}
          hidden={locale !== current}
          lang={locale}
          dir={textDirection(locale)}
          className="grid gap-4"
        >
          {children(locale)}
        </div>
      ))}
    </div>
  );
}
