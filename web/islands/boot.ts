import { onFirstToast } from "#web/components/ui/first-toast";
import { ISLAND_TAG } from "./island-data";
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

const started = new WeakSet<HTMLElement>();

function hydrate(root: HTMLElement): Promise<void> {
  const name = root.dataset.island;
  if (started.has(root) || !isIslandName(name)) return Promise.resolve();
  started.add(root);
  return Promise.all([import("./hydrate-island"), ISLANDS[name]()]).then(
    ([{ hydrateIsland }, { default: component }]) =>
      new Promise<void>((resolve) => hydrateIsland(root, component as never, resolve)),
  );
}

/**
 * A press (or a form's submit) on an island before its code has come is held and acted on once it
 * has: React itself replays only what happens after hydration has begun. Links are left alone:
 * they work without the island's code.
 */
function holdEarlyPresses(root: HTMLElement, whenHydrated: () => Promise<void>) {
  let held: (() => void) | undefined;
  const hold = (event: Event) => {
    if (root.dataset.hydrated !== undefined) return;
    const target = event.target as Element;
    if (event.type === "click" && target.closest("a[href]")) return;
    event.preventDefault();
    event.stopPropagation();
    held =
      event.type === "submit"
        ? () => (target as HTMLFormElement).requestSubmit((event as SubmitEvent).submitter)
        : () => (target as HTMLElement).click();
    void whenHydrated().then(() => {
      const act = held;
      held = undefined;
      act?.();
    });
  };
  root.addEventListener("click", hold, true);
  root.addEventListener("submit", hold, true);
}

function schedule(root: HTMLElement, loadIslands: Promise<void>[]) {
  const trigger = root.dataset.trigger as IslandTrigger;
  let hydrating: Promise<void> | undefined;
  const start = () => (hydrating ??= hydrate(root).then(() => void (root.dataset.hydrated = "")));
  holdEarlyPresses(root, start);
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
    // The root itself has no box (`display: contents`): its children are what come into view.
    for (const child of root.children.length > 0 ? root.children : [root]) observer.observe(child);
  } else if (trigger === "interaction") {
    const onFirst = () => {
      for (const type of INTERACTIONS) root.removeEventListener(type, onFirst, true);
      void start();
    };
    for (const type of INTERACTIONS) root.addEventListener(type, onFirst, { capture: true, passive: true });
  } else if (trigger === "toast") onFirstToast(() => void start());
}

const loadIslands: Promise<void>[] = [];
startShell();
for (const root of document.querySelectorAll<HTMLElement>(ISLAND_TAG)) schedule(root, loadIslands);
// Browser tests wait on this: the shell answers and every island needed at load has hydrated.
void Promise.all(loadIslands).then(() => {
  document.documentElement.dataset.hydrated = "";
});
