/**
 * The one thing the page shell needs to know about notifications: whether any has been asked for
 * yet. The store itself (and the toaster) load with the first one, not on every page.
 */
let asked = false;
const waiting = new Set<() => void>();

/** Called by the toast store on every new notification. */
export function noteToast() {
  if (asked) return;
  asked = true;
  for (const callback of waiting) callback();
  waiting.clear();
}

/** Calls back once a notification has been asked for (at once if one has); returns an unsubscribe. */
export function onFirstToast(callback: () => void) {
  if (asked) callback();
  else waiting.add(callback);
  return () => {
    waiting.delete(callback);
  };
}
