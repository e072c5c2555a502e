import type { AuditDetails } from "#schema/audit";
import { auditLog } from "#schema/audit";
import { LOCALES, type Locale } from "#schema/locales";
import type { Db } from "../lib/db";

/** Longest text an audit value keeps: enough to recognise it, not a copy of the content. */
const VALUE_LENGTH = 80;

/** One admin action's audit row, as a query to put in the same db.batch() as the change. */
export function auditEntry(
  db: Db,
  actorUserId: string,
  action: string,
  entity: { type: string; id: string | null },
  details: AuditDetails,
) {
  return db.insert(auditLog).values({
    actorUserId,
    action,
    entityType: entity.type,
    entityId: entity.id,
    detailsJson: details,
  });
}

const shown = (value: unknown): string => {
  if (value === null || value === undefined || value === "") return "∅";
  const text =
    value instanceof Date ? value.toISOString() : typeof value === "string" ? value : JSON.stringify(value);
  return text.length > VALUE_LENGTH ? `${text.slice(0, VALUE_LENGTH - 1)}…` : text;
};

/**
 * A row's languages as flat fields for changeSummary: 'el.title', 'en.title' ... for each language
 * it has, in the site's order (a missing field is null).
 */
export function perLanguage<F extends string>(
  texts: Partial<Record<Locale, Partial<Record<F, unknown>> | undefined>>,
  fields: readonly F[],
): Record<string, unknown> {
  return Object.fromEntries(
    LOCALES.flatMap((locale) => {
      const own = texts[locale];
      return own ? fields.map((field) => [`${locale}.${field}`, own[field] ?? null]) : [];
    }),
  );
}

/**
 * The before/after summary of an edit: one entry per field of `after` whose value changed,
 * 'old → new' with long texts shortened. A new row has no `before`: every given field is listed.
 */
export function changeSummary(
  before: Record<string, unknown> | null,
  after: Record<string, unknown>,
): AuditDetails {
  const details: AuditDetails = {};
  for (const [field, value] of Object.entries(after)) {
    if (value === undefined) continue;
    const old = before?.[field];
    if (before && shown(old) === shown(value)) continue;
    details[field] = before ? `${shown(old)} → ${shown(value)}` : shown(value);
  }
  return details;
}
