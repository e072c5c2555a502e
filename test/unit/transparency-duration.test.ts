import { describe, expect, it } from "vitest";
import { formatDuration } from "#web/features/transparency/duration";

describe("the median time to decide, as the transparency page words it", () => {
  it.each([
    [45, "45 seconds"],
    [10 * 60 + 20, "10 minutes"],
    [90 * 60, "1.5 hours"],
    [47 * 3600, "47 hours"],
    [72 * 3600, "3 days"],
    [100 * 3600, "4.2 days"],
  ])("%d seconds: %s", (seconds, words) => {
    expect(formatDuration("en", seconds)).toBe(words);
  });

  it("is worded in the page's language", () => {
    expect(formatDuration("el", 72 * 3600)).toBe("3 ημέρες");
    // French puts a no-break space between the number and its unit.
    expect(formatDuration("fr", 90 * 60).replace(/\s/g, " ")).toBe("1,5 heure");
  });
});
