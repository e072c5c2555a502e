import { desc, eq, inArray, type SQLWrapper } from "drizzle-orm";
import {
  TERMS_CHANGE_LABEL_DAYS,
  TERMS_FIELDS,
  type PublicTermsChange,
  type TermsField,
} from "#schema/api/promotions";
import { promotions, promotionTermsChanges, type TermsChange } from "#schema/promotions";
import { users } from "#schema/users";
import type { Db } from "../lib/db";
import { nameOf } from "./audit-log";

const DAY_MS = 86_400_000;

type Terms = Partial<Record<TermsField, string | number | null | undefined>>;

/**
 * The terms that a save changes, in TERMS_FIELDS order. A term the save leaves out (undefined) keeps
 * its value, so it is no change; an empty text and null are both "none".
 */
export function changedTerms(before: Terms, after: Terms): TermsChange[] {
  const none = (value: string | number | null | undefined) => (value === "" ? null : (value ?? null));
  return TERMS_FIELDS.flatMap((field) => {
    if (after[field] === undefined) return [];
    const [was, is] = [none(before[field]), none(after[field])];
    return was === is ? [] : [{ field, before: was, after: is }];
  });
}

/**
 * What a save that changes terms adds to its batch: the history row (who and what) and the
 * promotion's `terms_changed_at`, both at `now`. Nothing when no term changed.
 */
export function termsChangeWrites(
  db: Db,
  promotionId: string,
  actorUserId: string,
  changes: TermsChange[],
  now: Date,
) {
  if (changes.length === 0) return [];
  return [
    db.insert(promotionTermsChanges).values({ promotionId, actorUserId, changes, createdAt: now }),
    db.update(promotions).set({ termsChangedAt: now }).where(eq(promotions.id, promotionId)),
  ] as const;
}

/** The card says "Terms changed on {date}" while the last change is under TERMS_CHANGE_LABEL_DAYS old. */
export const termsRecentlyChanged = (changedAt: Date | null, now: Date) =>
  changedAt !== null && now.getTime() - changedAt.getTime() < TERMS_CHANGE_LABEL_DAYS * DAY_MS;

/** Only the terms a visitor's card knows (a row written under another list keeps the rest private). */
const knownChanges = (changes: TermsChange[]) =>
  changes.filter((change): change is PublicTermsChange["changes"][number] =>
    (TERMS_FIELDS as readonly string[]).includes(change.field),
  );

/**
 * The public history of each promotion in `ids`, newest first: when and what changed. Who changed
 * it is not read at all, so it cannot reach a visitor.
 */
export const publicTermsHistory = (db: Db, ids: string[] | SQLWrapper) =>
  db
    .select({
      promotionId: promotionTermsChanges.promotionId,
      createdAt: promotionTermsChanges.createdAt,
      changes: promotionTermsChanges.changes,
    })
    .from(promotionTermsChanges)
    .where(inArray(promotionTermsChanges.promotionId, ids))
    .orderBy(desc(promotionTermsChanges.createdAt), desc(promotionTermsChanges.id));

/** Rows of `publicTermsHistory` grouped by promotion, as the public JSON gives them. */
export function historyByPromotion(rows: Awaited<ReturnType<typeof publicTermsHistory>>) {
  const byPromotion = new Map<string, PublicTermsChange[]>();
  for (const { promotionId, createdAt, changes } of rows) {
    const entry = { changedAt: createdAt.toISOString(), changes: knownChanges(changes) };
    byPromotion.set(promotionId, [...(byPromotion.get(promotionId) ?? []), entry]);
  }
  return byPromotion;
}

/**
 * A promotion's history for the back office, newest first, with the admin who made each change by
 * name. Null: no such promotion.
 */
export async function adminTermsHistory(db: Db, promotionId: string) {
  const [found, rows] = await db.batch([
    db.select({ id: promotions.id }).from(promotions).where(eq(promotions.id, promotionId)),
    db
      .select({
        id: promotionTermsChanges.id,
        createdAt: promotionTermsChanges.createdAt,
        changes: promotionTermsChanges.changes,
        actorName: nameOf(users),
      })
      .from(promotionTermsChanges)
      .leftJoin(users, eq(users.id, promotionTermsChanges.actorUserId))
      .where(eq(promotionTermsChanges.promotionId, promotionId))
      .orderBy(desc(promotionTermsChanges.createdAt), desc(promotionTermsChanges.id)),
  ]);
  if (found.length === 0) return null;
  return rows.map(({ id, createdAt, changes, actorName }) => ({
    id,
    changedAt: createdAt.toISOString(),
    changes: knownChanges(changes),
    actorName,
  }));
}
