import { and, eq, inArray } from "drizzle-orm";
import { emailTemplates } from "#schema/content";
import type { Locale } from "#schema/locales";
import type { Db } from "../lib/db";
import { localesToRead, translationsByOwner } from "./locale-fallback";

/** The active template `name` in the user's language, else English: an admin may not have translated it yet. */
export async function findEmailTemplate(db: Db, name: string, locale: Locale) {
  const rows = await db
    .select()
    .from(emailTemplates)
    .where(
      and(
        eq(emailTemplates.name, name),
        eq(emailTemplates.active, true),
        inArray(emailTemplates.locale, localesToRead(locale)),
      ),
    );
  const template = translationsByOwner(rows, locale, (row) => row.name).get(name);
  // A missing template is a deployment fault, not the user's: a plain Error is logged as such.
  if (!template) throw new Error(`No active '${name}' e-mail template for ${locale} or en`);
  return template;
}
