/** Date helpers for the seed: every relative date is computed from one "today" (UTC). */

const DAY_MS = 86_400_000;

/** Midnight UTC of the given instant's calendar day. */
export function startOfUtcDay(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}

/** `today` shifted by whole days, keeping the time of day. */
export function addDays(today: Date, days: number): Date {
  return new Date(today.getTime() + days * DAY_MS);
}

/** 'YYYY-MM-DD' (UTC) of an instant. */
function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** 'YYYY-MM-DD' of today shifted by whole days. */
export function isoDateFromOffset(today: Date, days: number): string {
  return isoDate(addDays(today, days));
}

/**
 * A moment in the current month (monthOffset 0) or an earlier one (-1, ...), on the given day of the
 * month at the given hour (UTC). Days past the month's end are clamped to its last day. A moment that
 * would lie in the future is pulled back to shortly before `today` (by `hour + 1` minutes, so distinct
 * hours stay distinct), but never before the first of the current month: seeded rows never come from
 * the future and keep their month.
 */
export function dayInMonth(today: Date, monthOffset: number, day: number, hour = 12): Date {
  const year = today.getUTCFullYear();
  const month = today.getUTCMonth() + monthOffset;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const moment = new Date(Date.UTC(year, month, Math.min(Math.max(day, 1), lastDay), hour));
  if (moment <= today) return moment;
  const monthStart = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 1);
  return new Date(Math.max(today.getTime() - (hour + 1) * 60_000, monthStart));
}
