import type { Page } from "playwright-core";

/**
 * The boxes on the page that scroll sideways (their content is wider than they are) yet that a
 * keyboard cannot reach or that have no name to announce when focused; each as the start of its
 * HTML. A keyboard user scrolls such a box with the arrow keys once it has focus.
 */
export function scrollersOutOfReach(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.body.querySelectorAll<HTMLElement>("*")]
      .filter((box) => {
        const { overflowX } = getComputedStyle(box);
        return (overflowX === "auto" || overflowX === "scroll") && box.scrollWidth > box.clientWidth;
      })
      .filter((box) => box.tabIndex < 0 || !box.getAttribute("aria-label"))
      .map((box) => box.outerHTML.slice(0, 120)),
  );
}
