import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/** False while the server renders and during hydration, true afterwards: for browser-only extras. */
export function useHydrated() {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
