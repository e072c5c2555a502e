import { eq } from "drizzle-orm";
import type { UiStringPatch } from "#schema/api/admin-ui-strings";
import { uiStrings } from "#schema/content";
import { LOCALES, type Locale } from "#schema/locales";
import type { Db } from "../lib/db";
import { auditEntry, changeSummary } from "./audit";

type UiStringRow = typeof uiStrings.$inferSelect;

/**
 * Sets the given languages' texts of one UI string ("" stores none) and audits the before/after of
 * what changed, in one batch. Pages read `ui_strings` on every request, so the next page shows it.
 * Null when the key does not exist; a patch that changes nothing writes nothing.
 */
export async function updateUiString(
  db: Db,
  actorId: string,
  key: string,
  patch: UiStringPatch,
): Promise<UiStringRow | null> {
  const [before] = await db.select().from(uiStrings).where(eq(uiStrings.key, key));
  if (!before) return null;
  const changes: Partial<Record<Locale, string | null>> = {};
  for (const locale of LOCALES) {
    const text = patch[locale];
    if (text === undefined) continue;
    const stored = text === "" ? null : text;
    if (stored !== before[locale]) changes[locale] = stored;
  }
  if (Object.keys(changes).length === 0) return before;
  const [[after]] = await db.batch([
    db
      .update(uiStrings)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(uiStrings.id, before.id))
      .returning(),
    auditEntry(
      db,
      actorId,
      "ui_string.update",
      { type: "ui_string", id: before.id },
      {
        key,
        ...changeSummary(before, changes),
      },
    ),
  ]);
  return after ?? null;
}
