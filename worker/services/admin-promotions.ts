import { and, desc, eq, notInArray } from "drizzle-orm";
import type {
  PromotionI18nInput,
  PromotionInput,
  PromotionSave,
  PromotionTranslation,
} from "#schema/api/admin-promotions";
import { API_DEFAULT_LOCALE, LOCALES, type Locale } from "#schema/locales";
import { promotions, promotionsI18n } from "#schema/promotions";
import { providers } from "#schema/providers";
import { apiError } from "../lib/errors";
import type { Db } from "../lib/db";
import { recomputeScores } from "./provider-scores";
import { refuseBlockedUrls } from "./blocked-domains";
import { auditEntry, changeSummary, perLanguage } from "./audit";
import { changedTerms, termsChangeWrites } from "./promotion-terms";

type Translations = Partial<Record<Locale, PromotionTranslation>>;

const ENTITY = "promotion";
const TRANSLATION_FIELDS = ["title", "body", "ctaText", "url"] as const;

/** The languages of a promotion as one flat record ('en.title': ...), for the audit summary. */
const flatTranslations = (translations: Translations) => perLanguage(translations, TRANSLATION_FIELDS);

/**
 * Every promotion (or the one with `onlyId`), inactive ones too, highest priority first, with its
 * English title and body and the languages it has.
 */
export async function listAdminPromotions(db: Db, onlyId?: string) {
  const [rows, translations] = await db.batch([
    db
      .select({ promotion: promotions, providerBrand: providers.brand })
      .from(promotions)
      .leftJoin(providers, eq(providers.id, promotions.providerId))
      .where(onlyId === undefined ? undefined : eq(promotions.id, onlyId))
      .orderBy(desc(promotions.priority), desc(promotions.createdAt), desc(promotions.id)),
    db
      .select({
        promotionId: promotionsI18n.promotionId,
        locale: promotionsI18n.locale,
        title: promotionsI18n.title,
        body: promotionsI18n.body,
      })
      .from(promotionsI18n)
      .where(onlyId === undefined ? undefined : eq(promotionsI18n.promotionId, onlyId)),
  ]);
  const byPromotion = new Map<string, typeof translations>();
  for (const t of translations)
    byPromotion.set(t.promotionId, [...(byPromotion.get(t.promotionId) ?? []), t]);
  return rows.map(({ promotion, providerBrand }) => {
    const own = byPromotion.get(promotion.id) ?? [];
    const english = own.find((t) => t.locale === API_DEFAULT_LOCALE);
    return {
      ...promotion,
      providerBrand,
      title: english?.title ?? null,
      body: english?.body ?? null,
      locales: LOCALES.filter((locale) => own.some((t) => t.locale === locale)),
    };
  });
}

const currentPromotion = (db: Db, id: string) => db.select().from(promotions).where(eq(promotions.id, id));

const storedTranslations = (db: Db, id: string) =>
  db
    .select({
      locale: promotionsI18n.locale,
      title: promotionsI18n.title,
      body: promotionsI18n.body,
      ctaText: promotionsI18n.ctaText,
      url: promotionsI18n.url,
    })
    .from(promotionsI18n)
    .where(eq(promotionsI18n.promotionId, id));

const byLocale = (rows: Awaited<ReturnType<typeof storedTranslations>>): Translations =>
  Object.fromEntries(rows.map(({ locale, ...texts }) => [locale, texts]));

/** A promotion's languages in the order of the tabs; null when there is no such promotion. */
export async function promotionTranslations(db: Db, id: string) {
  const [found, rows] = await db.batch([currentPromotion(db, id), storedTranslations(db, id)]);
  if (found.length === 0) return null;
  return LOCALES.flatMap((locale) => rows.filter((row) => row.locale === locale));
}

/** A promotion may belong to no provider; if it names one, that provider must exist. */
async function checkProvider(db: Db, providerId: string | null | undefined) {
  if (!providerId) return;
  const [found] = await db.select({ id: providers.id }).from(providers).where(eq(providers.id, providerId));
  if (!found) throw apiError(400, "admin.validation.provider_unknown");
}

/** An upsert of one language: a second save of the same language replaces its texts. */
const upsertTranslation = (db: Db, promotionId: string, locale: Locale, t: PromotionTranslation) =>
  db
    .insert(promotionsI18n)
    .values({ promotionId, locale, ...t })
    .onConflictDoUpdate({
      target: [promotionsI18n.promotionId, promotionsI18n.locale],
      set: { ...t, updatedAt: new Date() },
    });

/** Each language's claim address, by the form field that holds it. */
const claimUrls = (translations: Partial<Record<string, { url?: string | null }>>) =>
  Object.fromEntries(
    Object.entries(translations).map(([locale, t]) => [`translations.${locale}.url`, t?.url]),
  );

const fieldsOf = ({ translations: _translations, ...fields }: PromotionSave): PromotionInput => fields;

/** The provider a promotion's terms count for, if it has one. */
const providersOf = ({ providerId }: { providerId?: string | null }) => (providerId ? [providerId] : []);

/**
 * Creates a promotion with its languages and the audit row in one batch: if any part fails (a
 * language the database refuses), nothing is saved. Returns the new id.
 */
export async function createPromotion(db: Db, actorUserId: string, input: PromotionSave) {
  await checkProvider(db, input.providerId);
  await refuseBlockedUrls(db, claimUrls(input.translations ?? {}));
  const id = crypto.randomUUID();
  const fields = fieldsOf(input);
  const translations: Translations = input.translations ?? {};
  await db.batch([
    db.insert(promotions).values({ id, ...fields }),
    ...Object.entries(translations).map(([locale, t]) => upsertTranslation(db, id, locale as Locale, t)),
    auditEntry(
      db,
      actorUserId,
      "promotion.create",
      { type: ENTITY, id },
      changeSummary(null, { ...fields, ...flatTranslations(translations) }),
    ),
  ]);
  await recomputeScores(db, providersOf(input), new Date());
  return id;
}

/**
 * Saves a promotion's fields and, when `translations` is given, makes its languages exactly those
 * (a language left out is removed), with the audit row and, when its terms change, the terms history
 * row and `terms_changed_at`, in one batch. False: no such promotion.
 */
export async function updatePromotion(db: Db, actorUserId: string, id: string, input: PromotionSave) {
  const [[before], beforeTexts] = await db.batch([currentPromotion(db, id), storedTranslations(db, id)]);
  if (!before) return false;
  await checkProvider(db, input.providerId);
  await refuseBlockedUrls(db, claimUrls(input.translations ?? {}));
  const fields = fieldsOf(input);
  const translations = input.translations;
  const kept = Object.keys(translations ?? {}) as Locale[];
  const textWrites = translations
    ? [
        db
          .delete(promotionsI18n)
          .where(and(eq(promotionsI18n.promotionId, id), notInArray(promotionsI18n.locale, kept))),
        ...Object.entries(translations).map(([locale, t]) => upsertTranslation(db, id, locale as Locale, t)),
      ]
    : [];
  // Every language of before and after is named, so a removed language shows as 'old → ∅'.
  const emptied = (texts: Translations) =>
    Object.fromEntries(Object.keys(texts).map((locale) => [locale, {} as PromotionTranslation]));
  const beforeFlat = flatTranslations(byLocale(beforeTexts));
  const afterFlat = translations
    ? flatTranslations({ ...emptied(byLocale(beforeTexts)), ...translations })
    : {};
  const now = new Date();
  await db.batch([
    db.update(promotions).set(fields).where(eq(promotions.id, id)),
    ...termsChangeWrites(db, id, actorUserId, changedTerms(before, fields), now),
    ...textWrites,
    auditEntry(
      db,
      actorUserId,
      "promotion.update",
      { type: ENTITY, id },
      changeSummary({ ...before, ...beforeFlat }, { ...fields, ...afterFlat }),
    ),
  ]);
  // Its terms count in its provider's bonus fairness; a promotion moved to another provider, in both.
  await recomputeScores(db, [...providersOf(before), ...providersOf(input)], now);
  return true;
}

/** Saves one language of a promotion (a translator's save), audited. Null: no such promotion. */
export async function savePromotionTranslation(
  db: Db,
  actorUserId: string,
  id: string,
  { locale, ...texts }: PromotionI18nInput,
) {
  const [found, beforeTexts] = await db.batch([currentPromotion(db, id), storedTranslations(db, id)]);
  if (found.length === 0) return null;
  await refuseBlockedUrls(db, claimUrls({ [locale]: texts }));
  const before = byLocale(beforeTexts.filter((t) => t.locale === locale));
  await db.batch([
    upsertTranslation(db, id, locale, texts),
    auditEntry(
      db,
      actorUserId,
      "promotion.translate",
      { type: ENTITY, id },
      changeSummary(flatTranslations(before), flatTranslations({ [locale]: texts })),
    ),
  ]);
  return {
    locale,
    title: texts.title,
    body: texts.body ?? null,
    ctaText: texts.ctaText ?? null,
    url: texts.url ?? null,
  };
}

/** Deletes a promotion (its languages go with it), audited in the same batch. False: no such promotion. */
export async function deletePromotion(db: Db, actorUserId: string, id: string) {
  const [[before], texts] = await db.batch([currentPromotion(db, id), storedTranslations(db, id)]);
  if (!before) return false;
  const english = texts.find((t) => t.locale === API_DEFAULT_LOCALE);
  await db.batch([
    db.delete(promotions).where(eq(promotions.id, id)),
    auditEntry(
      db,
      actorUserId,
      "promotion.delete",
      { type: ENTITY, id },
      {
        bonusType: before.bonusType,
        providerId: before.providerId,
        title: english?.title ?? null,
      },
    ),
  ]);
  await recomputeScores(db, providersOf(before), new Date());
  return true;
}
