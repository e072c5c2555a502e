import {
  lazy,
  memo,
  Suspense,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from "react";
import { useLocale } from "#web/i18n/use-t";
import { useHydrated } from "#web/lib/use-hydrated";

/** A promise and the function that settles it. */
function signal() {
  let resolve = () => {};
  const promise = new Promise<void>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

/**
 * What, besides new props, makes a deferred block fetch its code on the server's page: watches the
 * block's element and calls `want` then; returns what stops watching.
 */
type Watch = (element: HTMLElement, want: () => void) => () => void;

/**
 * A pointer over the block or focus inside it. Listened for on the window, in the capture phase:
 * React stops an event aimed at a boundary it has not hydrated yet before it reaches the block.
 */
const INTENT_EVENTS = ["pointerover", "focusin"];
const reachedFor: Watch = (element, want) => {
  const listener = (event: Event) => {
    if (element.contains(event.target as Node)) want();
  };
  for (const type of INTENT_EVENTS) addEventListener(type, listener, true);
  return () => {
    for (const type of INTENT_EVENTS) removeEventListener(type, listener, true);
  };
};

/**
 * A block of a server-rendered page whose server HTML works without its code (no behaviour of its
 * own, a plain form, or controls shown disabled until it runs), so the browser needs the code only
 * to render it anew or to enable it: React stops a press on a block still waiting for its code, it
 * does not replay it. The page's loader calls `preload()`, so the server (and a later client-side
 * navigation) renders the block in place. While the browser hydrates the server's page, the block
 * waits for its trigger: React leaves a suspended boundary's server HTML on screen as it is and
 * hydrates it once the code arrives, so the content is there without that code in the first
 * download. Memoised: a parent's re-render must not touch a boundary that still waits for its code,
 * or React would replace the server's HTML by the fallback. A new language renders the block anew
 * (keyed by it): the server's HTML is in the old one, and hydrating it with the new strings would
 * not match (the loader that ran for the new language has its code in by then).
 */
function deferredBlock<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  fallback: ReactNode,
  watch?: Watch,
) {
  let loaded: ComponentType<Props> | undefined;
  const preload = async () => {
    loaded ??= await load();
  };

  function DeferredBlock(props: Props) {
    const anchor = useRef<HTMLDivElement>(null);
    const [wanted] = useState(signal);
    // False while React hydrates server HTML (whenever that part hydrates), true in a fresh render.
    const hydrated = useHydrated();
    const hydrating = typeof window !== "undefined" && !hydrated;
    const [Block] = useState(() => {
      if (loaded && !hydrating) return loaded;
      return lazy(async () => {
        if (hydrating) await wanted.promise;
        await preload();
        return { default: loaded! };
      });
    });
    const rendered = useRef(false);
    useEffect(() => {
      // Memoised, so a render after the first means new props: the block must render anew.
      if (rendered.current) wanted.resolve();
      rendered.current = true;
    }, [props, wanted]);
    useEffect(() => watch?.(anchor.current!, wanted.resolve), [wanted]);
    // The same element while the props are the same: useHydrated's switch after hydration re-renders
    // this component, and a boundary still waiting must not see that as an update.
    const boundary = useMemo(
      () => (
        <Suspense fallback={fallback}>
          <Block {...props} />
        </Suspense>
      ),
      [Block, props],
    );
    // A block that renders nothing (a banner slot without a banner) must take no room: inside a
    // `space-y-*` page an empty box still carried the gap, ~50 px of blank above the first section.
    // A sticky block sticks within its parent's box: this box, of its own height, would hold it in
    // place, so for one it is no box at all and the page around it is the parent.
    return (
      <div ref={anchor} className="empty:hidden has-[>.sticky]:contents">
        {boundary}
      </div>
    );
  }
  function InLanguage(props: Props) {
    return <DeferredBlock key={useLocale()} {...props} />;
  }
  return Object.assign(memo(InLanguage), { preload });
}

/**
 * A deferred block whose code comes when the visitor reaches for it (pointer or keyboard focus): a
 * block whose server HTML works without its code, e.g. a form that a press posts as it is.
 */
export const hydrateOnIntent = <Props extends object>(load: () => Promise<ComponentType<Props>>) =>
  deferredBlock(load, null, reachedFor);

/**
 * A deferred block whose code comes only when what it shows changes (new props): a block that
 * merely displays what the server rendered, with plain links at most, e.g. a provider's facts, or a
 * comparison table whose selection is changed elsewhere on the page. The fallback shows while the
 * code arrives.
 */
export const hydrateWhenChanged = <Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  fallback: ReactNode = null,
) => deferredBlock(load, fallback);
