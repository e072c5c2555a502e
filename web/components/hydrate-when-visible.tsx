import { lazy, memo, Suspense, useEffect, useRef, useState, type ComponentType, type ReactNode } from "react";
import { firstPageHydrated } from "#web/lib/first-page";

/** A promise and the function that settles it. */
function signal() {
  let resolve = () => {};
  const promise = new Promise<void>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

/** Starts loading this far before the block scrolls into view. */
const LOOKAHEAD = "400px";

/**
 * A block of a server-rendered page whose code the browser downloads only when the block comes
 * near the viewport. The page's loader calls `preload()`, so the server (and a later client-side
 * navigation) renders the block in place. While the browser hydrates the server's page, the block
 * waits: React leaves a suspended boundary's server HTML on screen as it is and hydrates it once
 * the code arrives, so the content is there without that code in the first download. Memoised: a
 * parent's re-render must not touch a boundary that still waits for its code, or React would
 * replace the server's HTML by the fallback.
 */
export function hydrateWhenVisible<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  fallback: ReactNode = null,
) {
  let loaded: ComponentType<Props> | undefined;
  const preload = async () => {
    loaded ??= await load();
  };

  function WhenVisible(props: Props) {
    const anchor = useRef<HTMLDivElement>(null);
    const [visible] = useState(signal);
    const [Block] = useState(() => {
      const hydrating = typeof window !== "undefined" && !firstPageHydrated();
      if (loaded && !hydrating) return loaded;
      return lazy(async () => {
        if (hydrating) await visible.promise;
        await preload();
        return { default: loaded! };
      });
    });
    useEffect(() => {
      const element = anchor.current;
      if (!element) return;
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) {
            visible.resolve();
            observer.disconnect();
          }
        },
        { rootMargin: LOOKAHEAD },
      );
      observer.observe(element);
      return () => observer.disconnect();
    }, [visible]);
    return (
      <div ref={anchor}>
        <Suspense fallback={fallback}>
          <Block {...props} />
        </Suspense>
      </div>
    );
  }
  return Object.assign(memo(WhenVisible), { preload });
}
