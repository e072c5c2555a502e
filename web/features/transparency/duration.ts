import type { Locale } from "#schema/locales";
import { formatNumber } from "#web/i18n/format";

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * A time to decide, given in seconds, in the unit a reader takes in at a glance: seconds or minutes
 * under an hour, hours under two days, days beyond, to one decimal ("3.5 hours", "2 days"), worded
 * by Intl in the page's language.
 */
export function formatDuration(locale: Locale, seconds: number) {
  const [value, unit] =
    seconds < MINUTE
      ? [seconds, "second"]
      : seconds < HOUR
        ? [Math.round(seconds / MINUTE), "minute"]
        : seconds < 2 * DAY
          ? [seconds / HOUR, "hour"]
          : [seconds / DAY, "day"];
  return formatNumber(locale, value, { style: "unit", unit, unitDisplay: "long", maximumFractionDigits: 1 });
}
