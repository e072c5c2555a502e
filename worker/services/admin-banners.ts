import { desc, eq } from "drizzle-orm";
import type { AdminBanner, BannerI18n, BannerSave } from "#schema/api/admin-banners";
import { banners, bannersI18n } from "#schema/banners";
import { API_DEFAULT_LOCALE, type Locale } from "#schema/locales";
import type { Db } from "../lib/db";
import { refuseBlockedUrls } from "./blocked-domains";
import { auditEntry, changeSummary, perLanguage } from "./audit";
import { readRule } from "./banners";

type Translations = AdminBanner["translations"];

const ENTITY = "banner";
const TRANSLATION_FIELDS = ["content", "ctaText", "ctaUrl"] as const;
/** The audit's flat view of a banner: its fields, rule parts and languages ('en.content': ...). */
const flat = (
  banner: Omit<BannerSave, "translations">,
  translations: Partial<Record<Locale, Partial<BannerI18n>>>,
) => ({
  name: banner.name,
  placement: banner.placement,
  pages: banner.rule.pages.join(", "),
  startDate: banner.rule.startDate,
  endDate: banner.rule.endDate,
  frequencyCap: banner.frequencyCap,
  active: banner.active,
  ...perLanguage(translations, TRANSLATION_FIELDS),
});

/** Every banner (or the one with `onlyId`), inactive ones too, newest first, with all its languages. */
export async function listAdminBanners(db: Db, onlyId?: string): Promise<AdminBanner[]> {
  const [rows, texts] = await db.batch([
    db
      .select()
      .from(banners)
      .where(onlyId === undefined ? undefined : eq(banners.id, onlyId))
      .orderBy(desc(banners.createdAt), desc(banners.id)),
    db
      .select()
      .from(bannersI18n)
      .where(onlyId === undefined ? undefined : eq(bannersI18n.bannerId, onlyId)),
  ]);
  return rows.map(({ ruleJson, createdAt, updatedAt, ...banner }) => {
    const translations: Translations = {};
    for (const t of texts)
      if (t.bannerId === banner.id && t.content)
        translations[t.locale] = { content: t.content, ctaText: t.ctaText, ctaUrl: t.ctaUrl };
    return {
      ...banner,
      rule: readRule(ruleJson),
      translations,
      createdAt: createdAt.toISOString(),
      updatedAt: updatedAt.toISOString(),
    };
  });
}

const insertTexts = (db: Db, bannerId: string, translations: BannerSave["translations"]) =>
  Object.entries(translations).map(([locale, t]) =>
    db.insert(bannersI18n).values({ bannerId, locale: locale as Locale, ...t }),
  );

/** Each language's call-to-action address, by the form field that holds it. */
const ctaUrls = ({ translations }: BannerSave) =>
  Object.fromEntries(
    Object.entries(translations).map(([locale, t]) => [`translations.${locale}.ctaUrl`, t?.ctaUrl]),
  );

const fieldsOf = ({ translations: _t, rule, ...fields }: BannerSave) => ({ ...fields, ruleJson: rule });

/** Creates a banner with its languages and the audit row in one batch; returns the new id. */
export async function createBanner(db: Db, actorUserId: string, input: BannerSave) {
  await refuseBlockedUrls(db, ctaUrls(input));
  const id = crypto.randomUUID();
  await db.batch([
    db.insert(banners).values({ id, ...fieldsOf(input) }),
    ...insertTexts(db, id, input.translations),
    auditEntry(
      db,
      actorUserId,
      "banner.create",
      { type: ENTITY, id },
      changeSummary(null, flat(input, input.translations)),
    ),
  ]);
  return id;
}

/**
 * Saves a banner and makes its languages exactly those given, with the audit row, in one batch.
 * False: no such banner.
 */
export async function updateBanner(db: Db, actorUserId: string, id: string, input: BannerSave) {
  const [before] = await listAdminBanners(db, id);
  if (!before) return false;
  await refuseBlockedUrls(db, ctaUrls(input));
  // Every language of before and after is named, so a removed language shows as 'old → ∅'.
  const emptied = Object.fromEntries(Object.keys(before.translations).map((locale) => [locale, {}]));
  await db.batch([
    db
      .update(banners)
      .set({ ...fieldsOf(input), updatedAt: new Date() })
      .where(eq(banners.id, id)),
    db.delete(bannersI18n).where(eq(bannersI18n.bannerId, id)),
    ...insertTexts(db, id, input.translations),
    auditEntry(
      db,
      actorUserId,
      "banner.update",
      { type: ENTITY, id },
      changeSummary(flat(before, before.translations), flat(input, { ...emptied, ...input.translations })),
    ),
  ]);
  return true;
}

/** Deletes a banner (its languages go with it), audited in the same batch. False: no such banner. */
export async function deleteBanner(db: Db, actorUserId: string, id: string) {
  const [before] = await listAdminBanners(db, id);
  if (!before) return false;
  await db.batch([
    db.delete(banners).where(eq(banners.id, id)),
    auditEntry(
      db,
      actorUserId,
      "banner.delete",
      { type: ENTITY, id },
      {
        name: before.name,
        placement: before.placement,
        content: before.translations[API_DEFAULT_LOCALE]?.content ?? null,
      },
    ),
  ]);
  return true;
}
