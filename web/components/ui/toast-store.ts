import { useSyncExternalStore, type ReactNode } from "react";
import { noteToast } from "./first-toast";

/** One notification visible at a time; a dismissed one leaves the store after 1,000,000 ms. */
export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
/** Notifications close themselves after 5 s; a right swipe past 50 px dismisses. */
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;

export type ToastVariant = "default" | "destructive";

export type ToastEntry = {
  id: string;
  title?: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
  variant?: ToastVariant;
  open: boolean;
};

export type ToastAction =
  | { type: "add"; toast: ToastEntry }
  | { type: "update"; toast: Partial<ToastEntry> & { id: string } }
  | { type: "dismiss"; id?: string }
  | { type: "remove"; id?: string };

/** Pure state transitions; without an id, dismiss and remove apply to every notification. */
export function toastReducer(state: readonly ToastEntry[], action: ToastAction): ToastEntry[] {
  switch (action.type) {
    case "add":
      return [action.toast, ...state].slice(0, TOAST_LIMIT);
    case "update":
      return state.map((t) => (t.id === action.toast.id ? { ...t, ...action.toast } : t));
    case "dismiss":
      return state.map((t) => (action.id === undefined || t.id === action.id ? { ...t, open: false } : t));
    case "remove":
      return action.id === undefined ? [] : state.filter((t) => t.id !== action.id);
  }
}

const NO_TOASTS: ToastEntry[] = [];
let toasts: ToastEntry[] = NO_TOASTS;
const listeners = new Set<() => void>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();
let counter = 0;

function dispatch(action: ToastAction) {
  toasts = toastReducer(toasts, action);
  if (action.type === "dismiss") {
    for (const t of toasts) if (action.id === undefined || t.id === action.id) scheduleRemoval(t.id);
  }
  for (const listener of listeners) listener();
}

// Kept in the store a long while after closing so Radix can finish its exit animation undisturbed.
function scheduleRemoval(id: string) {
  if (removalTimers.has(id)) return;
  const timer = setTimeout(() => {
    removalTimers.delete(id);
    dispatch({ type: "remove", id });
  }, TOAST_REMOVE_DELAY_MS);
  removalTimers.set(id, timer);
}

export type ToastInput = Omit<ToastEntry, "id" | "open">;

/** Shows a notification, replacing the one on screen (limit 1). */
export function toast(input: ToastInput) {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  noteToast();
  dispatch({ type: "add", toast: { ...input, id, open: true } });
  return {
    id,
    dismiss: () => dispatch({ type: "dismiss", id }),
    update: (next: Partial<ToastInput>) => dispatch({ type: "update", toast: { ...next, id } }),
  };
}

export function dismissToast(id?: string) {
  dispatch({ type: "dismiss", id });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The server never shows notifications, so its snapshot is always empty (no hydration mismatch). */
export function useToast() {
  const current = useSyncExternalStore(
    subscribe,
    () => toasts,
    () => NO_TOASTS,
  );
  return { toasts: current, toast, dismiss: dismissToast };
}
