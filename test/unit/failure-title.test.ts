import { describe, expect, it, vi } from "vitest";
import { LOCALES } from "#schema/locales";
import { UI_STRINGS } from "#seed/ui-strings";
import { notifyFailure } from "#web/features/reviews/notify";
import { ApiError } from "#web/lib/api-client";

const shown = vi.hoisted(() => [] as { title: string; description?: string }[]);
vi.mock("#web/components/ui/toast-store", () => ({
  toast: (input: { title: string; description?: string }) => shown.push(input),
}));

/** A Greek translator over the seeded strings, as the page has it. */
const greek = {
  t: (key: string) => UI_STRINGS[key]?.el ?? key,
  tp: (key: string) => UI_STRINGS[key]?.el ?? key,
};

async function titleOf(error: unknown) {
  shown.length = 0;
  notifyFailure(greek, error, "fallback");
  await vi.waitFor(() => expect(shown).toHaveLength(1));
  return shown[0]!.title;
}

/**
 * A review's or vote's failure notice: an expected refusal is titled for what it is, in the
 * visitor's language; "Something went wrong" only for the unexpected.
 */
describe("the title of a failure notice", () => {
  it.each([
    [400, "Ελέγξτε τα στοιχεία"],
    [401, "Απαιτείται σύνδεση"],
    [403, "Δεν επιτρέπεται"],
    [404, "Δεν βρέθηκε"],
    [409, "Δεν είναι δυνατό"],
    [429, "Πάρα πολλές προσπάθειες"],
  ])("names an expected refusal (%i)", async (status, title) => {
    expect(await titleOf(new ApiError(status, `${status}: {}`))).toBe(title);
  });

  it("keeps 'Something went wrong' for a server error or no answer", async () => {
    expect(await titleOf(new ApiError(500, "500: {}"))).toBe("Κάτι πήγε στραβά");
    expect(await titleOf(new TypeError("Failed to fetch"))).toBe("Κάτι πήγε στραβά");
  });

  it("has every title in all six languages", () => {
    const titles = Object.keys(UI_STRINGS).filter((k) => k.startsWith("common.refused."));
    expect(titles).not.toHaveLength(0);
    for (const key of titles) {
      for (const locale of LOCALES) {
        expect(UI_STRINGS[key]?.[locale], `${key} ${locale}`).toBeTruthy();
      }
    }
  });
});
