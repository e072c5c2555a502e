/**
 * Arithmetic on calendar days written 'YYYY-MM-DD' (Cyprus days in the back office). Kept apart from
 * cyprus-time.ts, which public pages load: only the back office and the Worker need these.
 */
/** The years the site's dates fall in: year 0000 or 275760 is a typo or a probe, never an offer's date. */
const SITE_YEARS = { first: 2000, last: 2099 };

export const isSiteYear = (year: number) => year >= SITE_YEARS.first && year <= SITE_YEARS.last;

/** The calendar day `delta` days after `date` ('YYYY-MM-DD'; before it, when negative). */
export function shiftDay(date: string, delta: number): string {
  const [year = 0, month = 1, day = 1] = date.split("-").map(Number);
  return new Date(Date.UTC(year, month - 1, day + delta)).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` ('YYYY-MM-DD'), counting both: 1 when they are the same day. */
export const daysSpanned = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

/** Every calendar day from `from` to `to`, both included, oldest first. */
export const calendarDays = (from: string, to: string) =>
  Array.from({ length: Math.max(0, daysSpanned(from, to)) }, (_, index) => shiftDay(from, index));
