import { useEffect, useRef } from "react";

/**
 * A box the visitor may have filled before the island's code came (it wakes on their first touch):
 * React keeps what the box shows while it hydrates, but the state behind it is still the server's,
 * so nothing would count until the next keystroke, and the next render would wipe the box. Once
 * mounted, what the box holds is handed to `keep` when it differs from the state's `value`.
 */
export function useKeptInput(value: string, keep: (held: string) => void) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const held = ref.current?.value;
    if (held !== undefined && held !== value) keep(held);
    // Once, on mount: what the server's HTML became in the visitor's hands; later typing is React's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return ref;
}
