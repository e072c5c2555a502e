import { describe, expect, it } from "vitest";
import {
  contestMonthOf,
  formatMonth,
  monthBounds,
  monthsUpTo,
  nicosiaDate,
  shiftMonth,
} from "#schema/cyprus-time";

describe("nicosiaDate", () => {
  it.each([
    // Winter (UTC+2): local midnight is 22:00 UTC the day before.
    ["2026-01-15T21:59:59Z", "2026-01-15"],
    ["2026-01-15T22:00:00Z", "2026-01-16"],
    // Summer (UTC+3): local midnight is 21:00 UTC the day before.
    ["2026-07-15T20:59:59Z", "2026-07-15"],
    ["2026-07-15T21:00:00Z", "2026-07-16"],
    // Around the switches (last Sundays of March and October, at 01:00 UTC).
    ["2026-03-28T21:59:59Z", "2026-03-28"],
    ["2026-03-28T22:00:00Z", "2026-03-29"],
    ["2026-03-29T21:00:00Z", "2026-03-30"],
    ["2026-10-24T20:59:59Z", "2026-10-24"],
    ["2026-10-24T21:00:00Z", "2026-10-25"],
    ["2026-10-25T22:00:00Z", "2026-10-26"],
  ])("%s is %s in Nicosia", (instant, date) => {
    expect(nicosiaDate(new Date(instant))).toBe(date);
  });
});

describe("contest months", () => {
  it.each([
    // 23:30 UTC on the last day of a winter month is already the next month in Cyprus.
    ["2026-01-31T23:30:00Z", "2026-02"],
    ["2026-12-31T21:59:59Z", "2026-12"],
    ["2026-12-31T22:00:00Z", "2027-01"],
    // Summer time: the month turns at 21:00 UTC.
    ["2026-06-30T20:59:59Z", "2026-06"],
    ["2026-06-30T21:00:00Z", "2026-07"],
  ])("%s belongs to %s", (instant, month) => {
    expect(contestMonthOf(new Date(instant))).toBe(month);
  });

  it.each([
    // March starts in winter time and ends in summer time; October the other way round.
    ["2026-03", "2026-02-28T22:00:00.000Z", "2026-03-31T21:00:00.000Z"],
    ["2026-10", "2026-09-30T21:00:00.000Z", "2026-10-31T22:00:00.000Z"],
    ["2026-12", "2026-11-30T22:00:00.000Z", "2026-12-31T22:00:00.000Z"],
  ])("%s runs from %s to %s", (month, start, end) => {
    const bounds = monthBounds(month);
    expect([bounds.start.toISOString(), bounds.end.toISOString()]).toEqual([start, end]);
    expect(contestMonthOf(bounds.start)).toBe(month);
    expect(contestMonthOf(new Date(bounds.end.getTime() - 1))).toBe(month);
  });

  it("shifts across years and lists the months up to one, newest first", () => {
    expect(shiftMonth("2026-01", -1)).toBe("2025-12");
    expect(shiftMonth("2026-12", 1)).toBe("2027-01");
    expect(monthsUpTo("2026-02", 3)).toEqual(["2026-02", "2026-01", "2025-12"]);
  });

  it("names a month in the reader's language", () => {
    expect(formatMonth("en", "2026-11")).toBe("November 2026");
    expect(formatMonth("fr", "2026-11")).toBe("novembre 2026");
  });
});
