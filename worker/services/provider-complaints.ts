import { and, count, desc, isNotNull } from "drizzle-orm";
import { PROVIDER_COMPLAINTS_PAGE_SIZE } from "#schema/api/complaint-stats";
import { complaints } from "#schema/complaints";
import type { Locale } from "#schema/locales";
import type { Db } from "../lib/db";
import { ofProvider, providerNamed } from "./providers";

/**
 * Page `page` (from 1) of the public cases (forwarded to the company) of the active provider `key`
 * names, newest first; null when there is no such provider. Only what a case's row shows leaves
 * the database: never the amount, the description or who filed it.
 */
export async function listProviderComplaints(db: Db, key: string, locale: Locale, page: number) {
  const named = providerNamed(db, key, locale);
  const own = and(ofProvider(complaints.providerId, named), isNotNull(complaints.forwardedAt));
  const [found, [total], items] = await db.batch([
    named,
    db.select({ count: count() }).from(complaints).where(own),
    db
      .select({
        id: complaints.id,
        category: complaints.category,
        status: complaints.status,
        filedAt: complaints.createdAt,
      })
      .from(complaints)
      .where(own)
      .orderBy(desc(complaints.createdAt), desc(complaints.id))
      .limit(PROVIDER_COMPLAINTS_PAGE_SIZE)
      .offset((page - 1) * PROVIDER_COMPLAINTS_PAGE_SIZE),
  ]);
  if (found.length === 0) return null;
  const cases = total?.count ?? 0;
  return {
    items,
    page,
    pageCount: Math.max(1, Math.ceil(cases / PROVIDER_COMPLAINTS_PAGE_SIZE)),
    total: cases,
  };
}
