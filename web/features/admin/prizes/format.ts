import type { Locale } from "#schema/locales";
import { CYPRUS_TIME_ZONE } from "#schema/cyprus-time";
import { intl } from "#schema/intl";

/** An instant as a date and a time of day in Cyprus, where the contest and its payouts happen. */
export const formatDateTime = (locale: Locale, value: string) =>
  intl(Intl.DateTimeFormat, locale, {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: CYPRUS_TIME_ZONE,
  }).format(new Date(value));
