import type * as React from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type * as ToastStore from "#web/components/ui/toast-store";
import type { ToastEntry } from "#web/components/ui/toast-store";

type Subscribe = (listener: () => void) => () => void;

/** What the store hands React the last time `useToast` ran. */
const react = vi.hoisted(() => ({
  subscribe: undefined as Subscribe | undefined,
  serverSnapshot: undefined as (() => unknown) | undefined,
}));

// Outside a component there is no renderer: read the store the way React does (the current
// snapshot) and keep the subscription it offers, so the real store is driven and observed.
vi.mock("react", async (importOriginal) => ({
  ...(await importOriginal<typeof React>()),
  useSyncExternalStore: (subscribe: Subscribe, snapshot: () => unknown, serverSnapshot: () => unknown) => {
    react.subscribe = subscribe;
    react.serverSnapshot = serverSnapshot;
    return snapshot();
  },
}));

/** A dismissed notification leaves the store 1,000,000 ms later. */
const REMOVE_DELAY_MS = 1_000_000;

let store: typeof ToastStore;
const shown = (): ToastEntry[] => store.useToast().toasts;

beforeEach(async () => {
  vi.useFakeTimers();
  vi.resetModules(); // a fresh store (module state) for every test
  store = await import("#web/components/ui/toast-store");
});
afterEach(() => {
  vi.useRealTimers();
});

describe("toast store", () => {
  it("shows one notification at a time: a new one replaces the one on screen", () => {
    store.toast({ title: "first" });
    const second = store.toast({ title: "second", variant: "destructive" });
    expect(shown()).toEqual([{ id: second.id, title: "second", variant: "destructive", open: true }]);
  });

  it("gives every notification its own id", () => {
    const ids = Array.from({ length: 50 }, () => store.toast({ title: "again" }).id);
    expect(new Set(ids).size).toBe(50);
  });

  it("closes a dismissed notification at once and drops it from the store after the delay", () => {
    const { id } = store.toast({ title: "saved" });
    store.dismissToast(id);
    expect(shown()).toEqual([{ id, title: "saved", open: false }]);
    vi.advanceTimersByTime(REMOVE_DELAY_MS - 1);
    expect(shown()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(shown()).toEqual([]);
  });

  it("counts the removal delay from the first dismissal, not from a repeated one", () => {
    const shownToast = store.toast({ title: "saved" });
    shownToast.dismiss();
    vi.advanceTimersByTime(REMOVE_DELAY_MS / 2);
    shownToast.dismiss();
    vi.advanceTimersByTime(REMOVE_DELAY_MS / 2);
    expect(shown()).toEqual([]);
  });

  it("dismissing a notification that was replaced leaves the one on screen alone", () => {
    const old = store.toast({ title: "old" });
    const current = store.toast({ title: "current" });
    old.dismiss();
    vi.advanceTimersByTime(REMOVE_DELAY_MS);
    expect(shown()).toEqual([{ id: current.id, title: "current", open: true }]);
  });

  it("dismisses whatever is shown when no id is given", () => {
    const { id } = store.toast({ title: "any" });
    store.dismissToast();
    expect(shown()).toEqual([{ id, title: "any", open: false }]);
    vi.advanceTimersByTime(REMOVE_DELAY_MS);
    expect(shown()).toEqual([]);
  });

  it("updates the shown notification in place", () => {
    const saving = store.toast({ title: "saving" });
    saving.update({ title: "saved", description: "done" });
    expect(shown()).toEqual([{ id: saving.id, title: "saved", description: "done", open: true }]);
  });

  it("tells its subscribers about every change and hands React a new snapshot only on a change", () => {
    const before = shown();
    expect(shown()).toBe(before); // an unchanged store must not make React render again
    const listener = vi.fn();
    const unsubscribe = react.subscribe!(listener);
    const { dismiss } = store.toast({ title: "hello" });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(shown()).not.toBe(before);
    dismiss();
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    store.toast({ title: "unheard" });
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it("renders nothing on the server, whatever the browser's store holds", () => {
    store.toast({ title: "browser only" });
    shown();
    expect(react.serverSnapshot!()).toEqual([]);
  });
});
