import type { Page } from "playwright-core";

/** What tabbing through a page found: controls Tab never reached, and ones focused without a visible mark. */
export type TabWalk = { controls: number; presses: number; unreached: string[]; invisibleFocus: string[] };

type InPageWalk = { record: () => boolean; report: () => Omit<TabWalk, "controls" | "presses"> };
declare global {
  interface Window {
    __tabWalk: InPageWalk;
  }
}

/**
 * Presses Tab through the page from its start and checks that every visible, enabled control
 * (links, buttons, fields, [tabindex>=0]) outside inert or aria-hidden parts receives focus, and that
 * each focused element shows it: its outline or box-shadow (or a near ancestor's, for a ring drawn
 * around a field) differs from its unfocused look. Radio buttons count once per group (arrow keys
 * move within one). Stops once focus comes back round, or after twice as many presses as controls.
 */
export async function tabThrough(page: Page): Promise<TabWalk> {
  const controls = await page.evaluate(startTabWalk);
  const maxPresses = controls * 2 + 10;
  let presses = 0;
  while (presses < maxPresses) {
    await page.keyboard.press("Tab");
    presses++;
    if (await page.evaluate(() => window.__tabWalk.record())) break;
  }
  return { controls, presses, ...(await page.evaluate(() => window.__tabWalk.report())) };
}

/** Runs in the page (serialised whole, so everything it uses is inside it); returns the count of controls. */
function startTabWalk(): number {
  const focusMark = (element: Element) => {
    const style = getComputedStyle(element);
    const outline = style.outlineStyle === "none" || style.outlineWidth === "0px" ? "none" : style.outline;
    return `${outline} | ${style.boxShadow}`;
  };
  const describe = (element: Element) => {
    const labels = (element as HTMLInputElement).labels;
    const name = element.getAttribute("aria-label") ?? labels?.[0]?.textContent ?? element.textContent ?? "";
    const type = element.getAttribute("type");
    return `${element.tagName.toLowerCase()}${type ? `[type=${type}]` : ""} "${name.trim().slice(0, 40)}"`;
  };

  // A transition would make a freshly focused element report its unfocused look for a moment.
  const still = new CSSStyleSheet();
  still.replaceSync("*, *::before, *::after { transition: none !important; animation: none !important; }");
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, still];
  // Each element's look unfocused; then focus goes back where it was (in a dialog, on its first field).
  const focusedBefore = document.activeElement as HTMLElement | null;
  focusedBefore?.blur();
  const unfocused = new Map<Element, string>();
  for (const element of document.querySelectorAll("body *")) unfocused.set(element, focusMark(element));
  focusedBefore?.focus();

  const targets = new Map<HTMLElement, string>();
  const selector = 'a[href], button, input:not([type="hidden"]), select, textarea, summary, [tabindex]';
  for (const element of document.querySelectorAll<HTMLElement>(selector)) {
    if (Number(element.getAttribute("tabindex") ?? 0) < 0) continue;
    if (element.matches(":disabled") || element.closest("[inert], [aria-hidden='true']")) continue;
    const box = element.getBoundingClientRect();
    const shown = element.checkVisibility({ visibilityProperty: true, opacityProperty: true });
    if (!shown || box.width <= 1 || box.height <= 1) continue;
    const radio = element instanceof HTMLInputElement && element.type === "radio" && element.name;
    targets.set(element, radio ? `radio group ${element.name}` : describe(element) + ` #${targets.size}`);
  }

  const reached = new Set<string>();
  const invisibleFocus = new Set<string>();
  let first: Element | undefined;
  let moved = false;
  window.__tabWalk = {
    /** After a Tab: notes what has focus; true once focus is back where it started. */
    record() {
      const focused = document.activeElement;
      if (!focused || focused === document.body) return false;
      if (first === focused && moved) return true;
      if (first) moved = true;
      else first = focused;
      const target = targets.get(focused as HTMLElement);
      if (target) reached.add(target);
      // Focus inside a field's own parts (a date field's calendar button): the browser draws that ring.
      let shown = !focused.matches(":focus");
      for (let element: Element | null = focused, depth = 0; element && depth < 3; depth++) {
        if (focusMark(element) !== unfocused.get(element)) shown = true;
        element = element.parentElement;
      }
      if (!shown) invisibleFocus.add(describe(focused));
      return false;
    },
    report() {
      const unreached = new Set([...targets.values()].filter((target) => !reached.has(target)));
      return { unreached: [...unreached], invisibleFocus: [...invisibleFocus] };
    },
  };
  return new Set(targets.values()).size;
}
