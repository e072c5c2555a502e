import { and, asc, desc, eq, ne, notInArray, or } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type {
  ProviderInput,
  ProviderPatch,
  ProviderTranslationInput,
  TranslationFields,
} from "#schema/api/admin-providers";
import type { AuditDetails } from "#schema/audit";
import { LOCALES, type Locale } from "#schema/locales";
import { providers, providersI18n, type Provider } from "#schema/providers";
import { apiError, fieldConflict } from "../lib/errors";
import type { Db } from "../lib/db";
import { recomputeScores } from "./provider-scores";
import { isUniqueViolation } from "../lib/unique-violation";
import { refuseBlockedUrls } from "./blocked-domains";
import { auditEntry, changeSummary } from "./audit";

type Translation = TranslationFields & { locale: Locale };
type Statement = BatchItem<"sqlite">;

const LOCALE_SLUG_UNIQUE = /providers_i18n\.locale, providers_i18n\.slug/;

const notFound = () => apiError(404, "admin.error.not_found");

/** One language's texts as the admin screens (and the CSV import) read them. */
export const translationColumns = {
  locale: providersI18n.locale,
  slug: providersI18n.slug,
  overview: providersI18n.overview,
  bonusHeadline: providersI18n.bonusHeadline,
  ctaText: providersI18n.ctaText,
  seoTitle: providersI18n.seoTitle,
  seoDescription: providersI18n.seoDescription,
  faq: providersI18n.faq,
};

const byLocaleOrder = (a: { locale: Locale }, b: { locale: Locale }) =>
  LOCALES.indexOf(a.locale) - LOCALES.indexOf(b.locale);

/** Every provider, inactive ones too, highest priority first, with its English slug. */
export async function listAdminProviders(db: Db) {
  const rows = await db
    .select({ provider: providers, slug: providersI18n.slug })
    .from(providers)
    .leftJoin(providersI18n, and(eq(providersI18n.providerId, providers.id), eq(providersI18n.locale, "en")))
    .orderBy(desc(providers.priority), asc(providers.brand));
  return rows.map(({ provider, slug }) => ({ ...provider, name: provider.brand, slug }));
}

const translationsOf = (db: Db, providerId: string) =>
  db.select(translationColumns).from(providersI18n).where(eq(providersI18n.providerId, providerId));

const providerById = (db: Db, id: string) => db.select().from(providers).where(eq(providers.id, id));

/** A provider's texts in every language it has, Greek first; null when there is no such provider. */
export async function listProviderTranslations(db: Db, providerId: string) {
  const [[provider], translations] = await db.batch([
    providerById(db, providerId),
    translationsOf(db, providerId),
  ]);
  return provider ? translations.sort(byLocaleOrder) : null;
}

/**
 * 409 naming the form field when another provider already has one of these slugs in its language
 * (the unique index on locale and slug, checked before writing so the answer can say which).
 */
async function assertSlugsFree(db: Db, providerId: string, translations: readonly Translation[]) {
  if (translations.length === 0) return;
  const taken = await db
    .select({ locale: providersI18n.locale, slug: providersI18n.slug })
    .from(providersI18n)
    .where(
      and(
        ne(providersI18n.providerId, providerId),
        or(
          ...translations.map((t) => and(eq(providersI18n.locale, t.locale), eq(providersI18n.slug, t.slug))),
        ),
      ),
    );
  const first = taken.sort(byLocaleOrder)[0];
  if (first) throw slugTaken(first);
}

const slugTaken = ({ locale, slug }: { locale: Locale; slug: string }) =>
  fieldConflict("admin.error.slug_taken", { slug, locale }, `translations.${locale}.slug`);

/**
 * Runs the batch; if another save took one of the slugs between the check and the write, the unique
 * index refuses the whole batch, and the answer is the same 409 as the check's.
 */
async function saveAtomically(
  db: Db,
  providerId: string,
  translations: readonly Translation[],
  statements: [Statement, ...Statement[]],
) {
  try {
    await db.batch(statements);
  } catch (error) {
    if (!isUniqueViolation(error, LOCALE_SLUG_UNIQUE)) throw error;
    await assertSlugsFree(db, providerId, translations);
    // The row that collided is gone again: still a conflict, named by the first slug written.
    throw slugTaken(translations[0]!);
  }
}

/** The addresses a provider's visit and bonus links send visitors to. */
const outboundUrls = (fields: Partial<Pick<Provider, "affiliateUrl" | "bonusLink">>) => ({
  affiliateUrl: fields.affiliateUrl,
  bonusLink: fields.bonusLink,
});

/** Upsert of one language's texts (unique per provider and language). */
const upsertTranslation = (db: Db, providerId: string, { locale, ...texts }: Translation) =>
  db
    .insert(providersI18n)
    .values({ providerId, locale, ...texts })
    .onConflictDoUpdate({
      target: [providersI18n.providerId, providersI18n.locale],
      set: { ...texts, updatedAt: new Date() },
    });

const translationList = (input: Pick<ProviderInput, "translations">): Translation[] =>
  LOCALES.flatMap((locale) => {
    const texts = input.translations[locale];
    return texts ? [{ ...texts, locale }] : [];
  });

/** Columns the provider form never writes: the row's own, and what a register import sets. */
const NOT_EDITED = new Set([
  "id",
  "createdAt",
  "updatedAt",
  "licenseVerifiedOn",
  "registerCheck",
  "licenseClass",
  "licensedDomains",
]);

/** The audit summary's flat view: the provider's fields, then each language's as 'el.slug' etc. */
function flatten(provider: Partial<Provider>, translations: readonly Translation[]) {
  const flat: AuditDetails = {};
  for (const [field, value] of Object.entries(provider)) {
    if (NOT_EDITED.has(field)) continue;
    flat[field] =
      value === null || typeof value !== "object" ? (value as AuditDetails[string]) : JSON.stringify(value);
  }
  for (const t of translations) {
    for (const [field, value] of Object.entries(t)) {
      if (field === "locale") continue;
      flat[`${t.locale}.${field}`] =
        value === null || typeof value === "string" ? value : JSON.stringify(value);
    }
  }
  return flat;
}

/** Whether a save would change nothing (compared in full: the audit summary shortens long texts). */
const unchanged = (before: AuditDetails, after: AuditDetails) =>
  Object.keys(before).length === Object.keys(after).length &&
  Object.entries(after).every(([field, value]) => before[field] === value);

/** A new row's values worth noting: those not empty. */
const given = (details: AuditDetails) =>
  Object.fromEntries(Object.entries(details).filter(([, value]) => value !== null && value !== false));

/** Languages the edit removes, as entries whose every value is now empty. */
const removedTexts = (before: readonly Translation[], after: readonly Translation[]) =>
  Object.fromEntries(
    before
      .filter((t) => !after.some((kept) => kept.locale === t.locale))
      .map((t) => [`${t.locale}.slug`, null]),
  );

async function savedProvider(db: Db, id: string) {
  const [[provider], translations] = await db.batch([providerById(db, id), translationsOf(db, id)]);
  if (!provider) throw notFound();
  const english = translations.find((t) => t.locale === "en");
  return {
    ...provider,
    name: provider.brand,
    slug: english?.slug ?? null,
    translations: translations.sort(byLocaleOrder),
  };
}

/** A new provider and its texts in one batch, with its audit row: all saved, or nothing. */
export async function createProvider(db: Db, actorUserId: string, input: ProviderInput) {
  const id = crypto.randomUUID();
  const { translations: _, ...fields } = input;
  const translations = translationList(input);
  await assertSlugsFree(db, id, translations);
  await refuseBlockedUrls(db, outboundUrls(fields));
  await saveAtomically(db, id, translations, [
    db.insert(providers).values({ id, ...fields }),
    ...translations.map(({ locale, ...texts }) =>
      db.insert(providersI18n).values({ providerId: id, locale, ...texts }),
    ),
    auditEntry(
      db,
      actorUserId,
      "provider.create",
      { type: "provider", id },
      changeSummary(null, given(flatten(fields, translations))),
    ),
  ]);
  await recomputeScores(db, [id], new Date());
  return savedProvider(db, id);
}

/**
 * Replaces a provider's fields and its texts (languages left out lose theirs) in one batch, with
 * its audit row; an input without texts keeps the stored ones. 404 when there is no such provider.
 */
export async function updateProvider(db: Db, actorUserId: string, id: string, input: ProviderPatch) {
  const [[current], before] = await db.batch([providerById(db, id), translationsOf(db, id)]);
  if (!current) throw notFound();
  const { translations: sent, ...fields } = input;
  // Texts not sent are kept as stored (and so are not written again).
  const translations = sent === undefined ? before : translationList({ translations: sent });
  await assertSlugsFree(db, id, translations);
  await refuseBlockedUrls(db, outboundUrls(fields));
  const kept = translations.map((t) => t.locale);
  const [was, is] = [flatten(current, before), flatten(fields, translations)];
  // Saving what is already there writes nothing and is not audited.
  if (unchanged(was, is)) return savedProvider(db, id);
  const summary = {
    ...changeSummary(was, is),
    ...changeSummary(null, removedTexts(before, translations)),
  };
  await saveAtomically(db, id, translations, [
    db.update(providers).set(fields).where(eq(providers.id, id)),
    db
      .delete(providersI18n)
      .where(and(eq(providersI18n.providerId, id), notInArray(providersI18n.locale, kept))),
    ...(sent === undefined ? [] : translations.map((t) => upsertTranslation(db, id, t))),
    auditEntry(db, actorUserId, "provider.update", { type: "provider", id }, summary),
  ]);
  // Its facts are the score's inputs.
  await recomputeScores(db, [id], new Date());
  return savedProvider(db, id);
}

/** One language's texts (the translator's way in), upserted with its audit row. */
export async function saveProviderTranslation(
  db: Db,
  actorUserId: string,
  id: string,
  input: ProviderTranslationInput,
) {
  const [[current], before] = await db.batch([providerById(db, id), translationsOf(db, id)]);
  if (!current) throw notFound();
  const translation: Translation = input;
  await assertSlugsFree(db, id, [translation]);
  const previous = before.filter((t) => t.locale === input.locale);
  const [was, is] = [flatten({}, previous), flatten({}, [translation])];
  if (previous.length > 0 && unchanged(was, is)) return previous[0]!;
  await saveAtomically(
    db,
    id,
    [translation],
    [
      upsertTranslation(db, id, translation),
      auditEntry(
        db,
        actorUserId,
        "provider.translation",
        { type: "provider", id },
        changeSummary(previous.length > 0 ? was : null, is),
      ),
    ],
  );
  const [saved] = await db
    .select(translationColumns)
    .from(providersI18n)
    .where(and(eq(providersI18n.providerId, id), eq(providersI18n.locale, input.locale)));
  return saved!;
}

/** Deletes a provider; its texts, promotions, ratings, reviews and steps go with it (foreign keys). */
export async function deleteProvider(db: Db, actorUserId: string, id: string) {
  const [current] = await providerById(db, id);
  if (!current) throw notFound();
  await db.batch([
    db.delete(providers).where(eq(providers.id, id)),
    auditEntry(
      db,
      actorUserId,
      "provider.delete",
      { type: "provider", id },
      changeSummary(current, {
        brand: null,
        domain: null,
        licenseId: null,
      }),
    ),
  ]);
}
