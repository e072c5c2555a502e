import { onFirstToast } from "#web/components/ui/first-toast";
import { EARLY_PRESSES } from "./early-presses";
import { ISLAND_TAG, PLAIN_LINK } from "./island-data";
import type { IslandTrigger } from "./island-render-context";
import { isIslandName, ISLANDS } from "./registry";
import { startShell } from "./shell";

/**
 * A document page's only script: the shell's few behaviours in plain DOM code, and each island
 * hydrated as its own React root when its trigger comes. React and the island's code load then,
 * never before: a page whose islands wait for the visitor downloads nothing more.
 */

const INTERACTIONS = ["pointerover", "pointerdown", "touchstart", "focusin", "keydown"] as const;
const VISIBLE_MARGIN = "200px";

/** Loads an island's code and hydrates it (once: `schedule` keeps the promise). */
function hydrate(root: HTMLElement): Promise<void> {
  const name = root.dataset.island;
  if (!isIslandName(name)) return Promise.resolve();
  return Promise.all([import("./hydrate-island"), ISLANDS[name]()]).then(
    ([{ hydrateIsland }, { default: component }]) =>
      new Promise<void>((resolve) => hydrateIsland(root, component as never, resolve)),
  );
}

/** Each island's root, with what hydrates it (once, however often asked). */
const hydrators = new Map<HTMLElement, () => Promise<void>>();
/** The presses held on each island, in order, replayed once it has hydrated. */
const heldPresses = new Map<HTMLElement, Event[]>();

/** The element itself, or (an icon's `<svg>`, which has no `click()`) the nearest HTML one around it. */
const htmlElementOf = (element: Element | null): HTMLElement | null =>
  element === null || element instanceof HTMLElement ? element : htmlElementOf(element.parentElement);

/** The control a press is on (an icon inside a button is the button): a control pressed twice counts once. */
const controlOf = (target: Element) =>
  target.closest("button, [role=button], input, select, textarea, summary, label") ?? target;

/** Acts on a held press as the visitor did: the form sent by the same button, or the click. */
function replay(event: Event) {
  const target = event.target as Element;
  if (event.type === "submit") (target as HTMLFormElement).requestSubmit((event as SubmitEvent).submitter);
  else htmlElementOf(target)?.click();
}

/**
 * A press (or a form's submit) on an island before its code has come is held and acted on once it
 * has: React itself replays only what happens after hydration has begun. Plain links are left
 * alone: they work without the island's code. Every control pressed is replayed, in the order pressed;
 * pressing the same one again while waiting counts once (a double tap is one intent, and a vote
 * pressed twice would otherwise be taken back).
 */
function holdPress(event: Event) {
  const target = event.target as Element;
  const root = target.closest?.<HTMLElement>(ISLAND_TAG);
  const hydrateIt = root && hydrators.get(root);
  if (!root || !hydrateIt || root.dataset.hydrated !== undefined) return;
  if (event.type === "click" && target.closest(PLAIN_LINK)) return;
  event.preventDefault();
  event.stopPropagation();
  const held = heldPresses.get(root);
  if (held) {
    const control = controlOf(target);
    const again = (earlier: Event) =>
      earlier.type === event.type && controlOf(earlier.target as Element) === control;
    if (!held.some(again)) held.push(event);
    return;
  }
  heldPresses.set(root, [event]);
  void hydrateIt().then(() => {
    const presses = heldPresses.get(root) ?? [];
    heldPresses.delete(root);
    for (const press of presses) replay(press);
  });
}

function schedule(root: HTMLElement, loadIslands: Promise<void>[]) {
  const trigger = root.dataset.trigger as IslandTrigger;
  let hydrating: Promise<void> | undefined;
  const start = () => (hydrating ??= hydrate(root).then(() => void (root.dataset.hydrated = "")));
  hydrators.set(root, start);
  if (trigger === "load") loadIslands.push(start());
  else if (trigger === "visible") {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        void start();
      },
      { rootMargin: VISIBLE_MARGIN },
    );
    // The island's element has no box of its own (display: contents): what it holds is watched.
    for (const child of root.children.length > 0 ? root.children : [root]) observer.observe(child);
  } else if (trigger === "interaction" || trigger.startsWith("stale:")) {
    const onFirst = () => {
      for (const type of INTERACTIONS) root.removeEventListener(type, onFirst, true);
      void start();
    };
    for (const type of INTERACTIONS) root.addEventListener(type, onFirst, { capture: true, passive: true });
    if (trigger.startsWith("stale:")) setTimeout(onFirst, Number(trigger.slice("stale:".length)));
  } else if (trigger === "toast") onFirstToast(() => void start());
}

const loadIslands: Promise<void>[] = [];
startShell();
for (const root of document.querySelectorAll<HTMLElement>(ISLAND_TAG)) schedule(root, loadIslands);
addEventListener("click", holdPress, true);
addEventListener("submit", holdPress, true);
// The presses made before this script ran (early-presses.ts), now held like any other.
const early = (window as unknown as Record<string, Event[] | null>)[EARLY_PRESSES] ?? [];
(window as unknown as Record<string, null>)[EARLY_PRESSES] = null;
for (const event of early) holdPress(event);
// Browser tests wait on this: the shell answers and every island needed at load has hydrated.
void Promise.all(loadIslands).then(() => {
  document.documentElement.dataset.hydrated = "";
});
