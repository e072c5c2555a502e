import { sql } from "drizzle-orm";
import { check, index, integer, sqliteTable, text, unique } from "drizzle-orm/sqlite-core";
import {
  bare,
  createdAt,
  id,
  localeCheck,
  localeColumn,
  timestamp,
  timestampNow,
  timestamps,
} from "./columns";
import { DEFAULT_LOCALE, LOCALES, type Locale } from "./locales";

const localeText = (locale: Locale) => text(locale);
/** One text column per site language, named after the locale (el, en, ...). */
const localeTexts = () =>
  Object.fromEntries(LOCALES.map((locale) => [locale, localeText(locale)])) as Record<
    Locale,
    ReturnType<typeof localeText>
  >;

export const uiStrings = sqliteTable("ui_strings", {
  id: id(),
  key: text("key", { length: 255 }).notNull().unique(),
  ...localeTexts(),
  ...timestamps(),
});

/**
 * One row naming the current state of what anonymous visitors see. The edge page cache serves a
 * stored page only while this is the version it was rendered at. Triggers (migration 0008) give it a
 * new random value inside the writing statement's own transaction, so every writer invalidates: the
 * back office, the CSV import, production sync (on production's row), votes, the contest
 * settlement. Random rather than counted: a restored or recreated database never comes back to a
 * version that named other content.
 */
export const contentVersion = sqliteTable(
  "content_version",
  {
    id: integer("id").primaryKey(),
    version: text("version")
      .notNull()
      .default(sql`(lower(hex(randomblob(8))))`),
  },
  (t) => [check("content_version_single_row", sql`${bare(t.id)} = 1`)],
);

// A template is named once per language: (name, locale) is the key.
export const emailTemplates = sqliteTable(
  "email_templates",
  {
    id: id(),
    name: text("name", { length: 100 }).notNull(),
    subject: text("subject", { length: 255 }).notNull(),
    htmlContent: text("html_content").notNull(),
    locale: localeColumn().notNull(),
    active: integer("active", { mode: "boolean" }).notNull().default(true),
    ...timestamps(),
  },
  (t) => [
    unique("email_templates_name_locale_unique").on(t.name, t.locale),
    localeCheck("email_templates_locale_check", t.locale),
  ],
);

export const newsletterSubscribers = sqliteTable(
  "newsletter_subscribers",
  {
    id: id(),
    email: text("email", { length: 255 }).notNull().unique(),
    name: text("name", { length: 255 }),
    locale: localeColumn().notNull().default(DEFAULT_LOCALE),
    verified: integer("verified", { mode: "boolean" }).notNull().default(false),
    /** A hash of the mailed token, never the token itself. */
    verificationToken: text("verification_token", { length: 255 }),
    subscribedAt: timestampNow("subscribed_at"),
  },
  (t) => [localeCheck("newsletter_subscribers_locale_check", t.locale)],
);

export const trackingEvents = sqliteTable(
  "tracking_events",
  {
    id: id(),
    type: text("type", { length: 100 }).notNull(),
    /** The clicked or viewed provider, promotion or banner (also in payloadJson, as written before). */
    targetId: text("target_id", { length: 100 }),
    /** Where on the site the click-out was (null for a page view). */
    placement: text("placement", { length: 50 }),
    payloadJson: text("payload_json", { mode: "json" }).$type<Record<string, unknown>>(),
    sessionId: text("session_id", { length: 255 }),
    /** The visitor's language tag as sent (e.g. 'en-GB'), not necessarily a site locale. */
    userLocale: text("user_locale", { length: 35 }),
    referrer: text("referrer", { length: 1000 }),
    /** The utm_* query parameters of the landing URL, as received. */
    utm: text("utm", { mode: "json" }).$type<Record<string, string>>(),
    createdAt: createdAt(),
  },
  (t) => [
    // Covering for the analytics reads (worker/services/admin-analytics.ts), which read columns
    // from the index alone, never rows of the table nor the JSON payload (bench/analytics.ts
    // measures it). Per hour, placement and locale: a range of one type's events; it also serves
    // every (type, created_at) lookup.
    index("tracking_events_analytics_idx").on(t.type, t.createdAt, t.placement, t.userLocale),
    // Per target: walked in (type, target) order, so the count needs no sort of the events.
    index("tracking_events_target_idx").on(t.type, t.targetId, t.createdAt),
  ],
);

/** Mail written by the local development transport instead of being sent. */
export const emailOutbox = sqliteTable(
  "email_outbox",
  {
    id: id(),
    toEmail: text("to_email", { length: 255 }).notNull(),
    subject: text("subject", { length: 255 }).notNull(),
    html: text("html").notNull(),
    createdAt: createdAt(),
    sentAt: timestamp("sent_at"),
  },
  (t) => [index("email_outbox_to_email_created_at_idx").on(t.toEmail, t.createdAt)],
);

export type NewUiString = typeof uiStrings.$inferInsert;
export type NewEmailTemplate = typeof emailTemplates.$inferInsert;
