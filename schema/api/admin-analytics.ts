import { daysSpanned, isSiteYear } from "../calendar-days";
import { messageRef as message } from "./messages";
import { z } from "./zod";

/** The longest range the analytics screen reads at once, in Cyprus days. */
const ANALYTICS_MAX_DAYS = 366;
/** The range the screen opens with, ending today. */
export const ANALYTICS_DEFAULT_DAYS = 30;
/** The quick ranges offered next to the date inputs, each ending today. */
export const ANALYTICS_PRESETS = [7, 30, 90] as const;

const calendarDay = z.iso
  .date(message("validation.date"))
  .check(z.refine((day) => isSiteYear(Number(day.slice(0, 4))), message("validation.date")));

/** `GET /api/admin/analytics?from=YYYY-MM-DD&to=YYYY-MM-DD`: Cyprus days, both included. */
export const analyticsRangeSchema = z.object({ from: calendarDay, to: calendarDay }).check(
  z.refine((range) => range.from <= range.to, {
    error: message("admin.validation.end_before_start"),
    path: ["to"],
  }),
  z.refine((range) => range.from > range.to || daysSpanned(range.from, range.to) <= ANALYTICS_MAX_DAYS, {
    error: message("admin.analytics.validation.range_too_long", { max: ANALYTICS_MAX_DAYS }),
    path: ["from"],
  }),
);
export type AnalyticsRange = z.output<typeof analyticsRangeSchema>;

const count = z.number();

/** GET /api/admin/analytics. Click-outs are provider, promotion and banner clicks together. */
export const adminAnalyticsSchema = z.strictObject({
  from: z.string(),
  to: z.string(),
  totals: z.strictObject({ clicks: count, views: count, reviews: count, signups: count }),
  /**
   * Per provider (a promotion's clicks count for its provider); `providerId` null gathers clicks
   * that name none: banners, site-wide offers and deleted providers. Most clicks first.
   */
  providers: z.array(
    z.strictObject({
      providerId: z.nullable(z.string()),
      brand: z.nullable(z.string()),
      clicks: count,
      views: count,
      /** Click-outs per provider page view; null without views. */
      conversion: z.nullable(z.number()),
    }),
  ),
  /** Where on the site the link was (`provider_card`, ...); null when the link named none. */
  placements: z.array(z.strictObject({ placement: z.nullable(z.string()), clicks: count })),
  /** The site language the click was made in. */
  locales: z.array(z.strictObject({ locale: z.nullable(z.string()), clicks: count })),
  /** One entry per Cyprus day of the range, oldest first, days without activity included. */
  daily: z.array(
    z.strictObject({ day: z.string(), clicks: count, views: count, reviews: count, signups: count }),
  ),
});
export type AdminAnalytics = z.infer<typeof adminAnalyticsSchema>;
