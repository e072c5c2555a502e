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
 * near the viewport. Until then the server's HTML stays on screen as it is (React leaves a
 * suspended boundary's server HTML in place and hydrates it once the code arrives), so the content
 * is there without that code on the first load. Pages reached by client-side navigation load the
 * block at once, with `fallback` while it arrives. Memoised: a parent's re-render must not touch a
 * boundary that is still waiting for its code, or React would replace the server HTML by the fallback.
 */
export function hydrateWhenVisible<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  fallback: ReactNode = null,
) {
  return memo(function WhenVisible(props: Props) {
    const anchor = useRef<HTMLDivElement>(null);
    const [visible] = useState(signal);
    const [Block] = useState(() => {
      const wait = typeof window !== "undefined" && !firstPageHydrated();
      return lazy(async () => {
        if (wait) await visible.promise;
        return { default: await load() };
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
  });
}
