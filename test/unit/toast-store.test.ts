import { describe, expect, it } from "vitest";
import {
  TOAST_DURATION_MS,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY_MS,
  TOAST_SWIPE_THRESHOLD_PX,
  toastReducer,
  type ToastEntry,
} from "#web/components/ui/toast-store";

const entry = (id: string): ToastEntry => ({ id, title: `t${id}`, open: true });

describe("toastReducer", () => {
  it("keeps the spec's constants", () => {
    expect([TOAST_LIMIT, TOAST_REMOVE_DELAY_MS, TOAST_DURATION_MS, TOAST_SWIPE_THRESHOLD_PX]).toEqual([
      1, 1_000_000, 5000, 50,
    ]);
  });

  it("shows one notification at a time: a new one replaces the old", () => {
    const state = toastReducer(toastReducer([], { type: "add", toast: entry("1") }), {
      type: "add",
      toast: entry("2"),
    });
    expect(state.map((t) => t.id)).toEqual(["2"]);
  });

  it("dismisses by closing, and removes separately", () => {
    const shown = [entry("1")];
    const dismissed = toastReducer(shown, { type: "dismiss", id: "1" });
    expect(dismissed).toEqual([{ ...entry("1"), open: false }]);
    expect(toastReducer(dismissed, { type: "remove", id: "1" })).toEqual([]);
    expect(shown[0]!.open).toBe(true);
  });

  it("dismisses and removes all without an id; updates by id", () => {
    const two = [entry("1"), entry("2")];
    expect(toastReducer(two, { type: "dismiss" }).every((t) => !t.open)).toBe(true);
    expect(toastReducer(two, { type: "remove" })).toEqual([]);
    expect(toastReducer(two, { type: "update", toast: { id: "2", title: "new" } })[1]?.title).toBe("new");
  });
});
