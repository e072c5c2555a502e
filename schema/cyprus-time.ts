/**
 * Calendar days and months as Cyprus lives them (Europe/Nicosia, UTC+2, UTC+3 in summer): the daily
 * review limit and the monthly contest both count in local time, whatever zone the server runs in.
 */
import { intl } from "./intl";

export const CYPRUS_TIME_ZONE = "Europe/Nicosia";

const wallClock = new Intl.DateTimeFormat("en-US", {
  timeZone: CYPRUS_TIME_ZONE,
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
});

/** The Cyprus wall clock at an instant, in parts; built from parts so no locale's order leaks in. */
function wallClockParts(instant: Date) {
  const parts = Object.fromEntries(wallClock.formatToParts(instant).map((p) => [p.type, p.value]));
  return parts as Record<"year" | "month" | "day" | "hour" | "minute" | "second", string>;
}

/** 'YYYY-MM-DD' of an instant in Cyprus. */
export function nicosiaDate(instant: Date): string {
  const { year, month, day } = wallClockParts(instant);
  return `${year}-${month}-${day}`;
}

/** 'YYYY-MM': the contest month an instant belongs to. */
export const contestMonthOf = (instant: Date) => nicosiaDate(instant).slice(0, 7);

/** A year and month written 'YYYY-MM' (months 01-12). */
export const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The month `delta` months after `month` (before, when negative). */
export function shiftMonth(month: string, delta: number): string {
  const [year = 0, index = 1] = month.split("-").map(Number);
  const shifted = new Date(Date.UTC(year, index - 1 + delta, 1));
  return `${shifted.getUTCFullYear()}-${String(shifted.getUTCMonth() + 1).padStart(2, "0")}`;
}

/** Minutes Cyprus is ahead of UTC at an instant. */
function offsetMinutes(instant: Date): number {
  const { year, month, day, hour, minute, second } = wallClockParts(instant);
  const asUtc = Date.UTC(+year, +month - 1, +day, +hour, +minute, +second);
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

/**
 * The instant a month starts: midnight of its 1st in Cyprus. Summer time starts and ends on the
 * last Sunday of March and October, never on a 1st, so that midnight always exists exactly once.
 */
export function monthStart(month: string): Date {
  const [year = 0, index = 1] = month.split("-").map(Number);
  const midnightUtc = Date.UTC(year, index - 1, 1);
  return new Date(midnightUtc - offsetMinutes(new Date(midnightUtc)) * 60_000);
}

/**
 * The instant a Cyprus calendar day ('YYYY-MM-DD') starts: its midnight in Cyprus. Summer time
 * changes at 03:00 and 04:00, never at midnight, so that midnight always exists exactly once.
 */
export function dayStart(date: string): Date {
  const [year = 0, month = 1, day = 1] = date.split("-").map(Number);
  const midnightUtc = Date.UTC(year, month - 1, day);
  return new Date(midnightUtc - offsetMinutes(new Date(midnightUtc)) * 60_000);
}

/** The last millisecond of a Cyprus calendar day: an offer 'until 31 May' runs through that day. */
export function dayEnd(date: string): Date {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return new Date(dayStart(next.toISOString().slice(0, 10)).getTime() - 1);
}

/** [start, end) of a contest month as instants. */
export const monthBounds = (month: string) => ({
  start: monthStart(month),
  end: monthStart(shiftMonth(month, 1)),
});

/** `count` months ending with `month`, newest first. */
export const monthsUpTo = (month: string, count: number) =>
  Array.from({ length: count }, (_, index) => shiftMonth(month, -index));

/** A day as people write it in `locale` (e.g. '5 Dec 2026'), on Cyprus's calendar. */
export const formatDate = (locale: string, value: Date | string | number) =>
  intl(Intl.DateTimeFormat, locale, { dateStyle: "medium", timeZone: CYPRUS_TIME_ZONE }).format(
    new Date(value),
  );

/** A month as people name it in `locale`, e.g. 'November 2026' or 'Νοέμβριος 2026'. */
export const formatMonth = (locale: string, month: string) =>
  intl(Intl.DateTimeFormat, locale, { month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${month}-01T00:00:00Z`),
  );
