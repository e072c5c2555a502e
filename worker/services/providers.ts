import { and, asc, desc, eq, getTableColumns, inArray, sql } from "drizzle-orm";
import type { ProviderCardData } from "#schema/api/providers";
import { API_DEFAULT_LOCALE, LOCALES, type Locale } from "#schema/locales";
import type { SQLiteColumn, SQLiteSelect } from "drizzle-orm/sqlite-core";
import { providerScoreHistory, providerScores } from "#schema/provider-scores";
import { complaints } from "#schema/complaints";
import { SCORE_COMPONENTS, type ComplaintFigures, type ScoreComponent } from "#schema/score-method";
import { providers, providersI18n, type Provider, type ProviderI18n } from "#schema/providers";
import { providerRepresentatives } from "#schema/representatives";
import type { Db } from "../lib/db";
import { complaintFigures, complaintStatsSince, publicCasesSince } from "./complaint-stats";
import { linkableProviderUrls } from "./licence-gate";
import { localesToRead, translationsByOwner } from "./locale-fallback";

type TranslatedFields = Pick<
  ProviderI18n,
  "slug" | "overview" | "bonusHeadline" | "ctaText" | "seoTitle" | "seoDescription" | "faq"
>;

/** A provider as the public site reads it: its columns plus the texts of one language. */
export type PublicProvider = Provider & { name: string; score: number | null } & {
  [K in keyof TranslatedFields]: TranslatedFields[K] | null;
};

const NO_TEXTS: { [K in keyof TranslatedFields]: null } = {
  slug: null,
  overview: null,
  bonusHeadline: null,
  ctaText: null,
  seoTitle: null,
  seoDescription: null,
  faq: null,
};

/** Picks each provider's texts in `locale`, falling back to English where a language is missing. */
function withTexts(
  rows: (Provider & { score: number | null })[],
  translations: ProviderI18n[],
  locale: Locale,
): PublicProvider[] {
  const byProvider = translationsByOwner(translations, locale, (t) => t.providerId);
  return rows.map((provider) => {
    const t = byProvider.get(provider.id);
    const texts = t
      ? {
          slug: t.slug,
          overview: t.overview,
          bonusHeadline: t.bonusHeadline,
          ctaText: t.ctaText,
          seoTitle: t.seoTitle,
          seoDescription: t.seoDescription,
          faq: t.faq,
        }
      : NO_TEXTS;
    return { ...provider, name: provider.brand, ...texts };
  });
}

/**
 * A provider's columns, with its visit and bonus addresses only while its licence is confirmed,
 * and its published score (null: none, or not computed yet).
 */
const scoredColumns = {
  ...getTableColumns(providers),
  ...linkableProviderUrls,
  score: providerScores.score,
};

/** Joins each provider's published score, where it has one. */
const itsScore = eq(providerScores.providerId, providers.id);

/** Which of the list: only the featured providers, and only the first `limit`. */
export type ProviderListOptions = { featuredOnly?: boolean; limit?: number };

/**
 * The listed providers, in list order: active ones (featured ones only, if asked), highest
 * priority first (ties by brand, then id), the first `limit` of them.
 */
function inListOrder<Q extends SQLiteSelect>(query: Q, { featuredOnly = false, limit }: ProviderListOptions) {
  return query
    .where(and(eq(providers.active, true), featuredOnly ? eq(providers.featured, true) : undefined))
    .orderBy(desc(providers.priority), asc(providers.brand), asc(providers.id))
    .limit(limit ?? -1); // SQLite reads LIMIT -1 as no limit
}

/** Texts in `locale` or English of the listed providers only, found through (provider_id, locale). */
const textsOfListed = (db: Db, locale: Locale, options: ProviderListOptions) =>
  and(
    inArray(providersI18n.locale, localesToRead(locale)),
    inArray(
      providersI18n.providerId,
      inListOrder(db.select({ id: providers.id }).from(providers).$dynamic(), options),
    ),
  );

/** The listed providers (`inListOrder`), each with its texts in `locale`. */
export async function listActiveProviders(
  db: Db,
  locale: Locale,
  options: ProviderListOptions = {},
): Promise<PublicProvider[]> {
  const [rows, translations] = await db.batch([
    inListOrder(
      db.select(scoredColumns).from(providers).leftJoin(providerScores, itsScore).$dynamic(),
      options,
    ),
    db
      .select()
      .from(providersI18n)
      .where(textsOfListed(db, locale, options)),
  ]);
  return withTexts(rows, translations, locale);
}

const cardColumns = {
  id: providers.id,
  brand: providers.brand,
  logoUrl: providers.logoUrl,
  licenseId: providers.licenseId,
  licenseStatus: providers.licenseStatus,
  registerCheck: providers.registerCheck,
  affiliateUrl: linkableProviderUrls.affiliateUrl,
  liveBetting: providers.liveBetting,
  liveStreaming: providers.liveStreaming,
  featured: providers.featured,
  sponsored: providers.sponsored,
  priority: providers.priority,
  score: providerScores.score,
};

const cardTextColumns = {
  providerId: providersI18n.providerId,
  locale: providersI18n.locale,
  slug: providersI18n.slug,
  bonusHeadline: providersI18n.bonusHeadline,
};

/**
 * The same list as `listActiveProviders`, as cards: only the columns a card shows are read, not
 * the overview, FAQ and SEO texts of every provider.
 */
export async function listActiveProviderCards(
  db: Db,
  locale: Locale,
  options: ProviderListOptions = {},
): Promise<ProviderCardData[]> {
  const [rows, translations] = await db.batch([
    inListOrder(
      db.select(cardColumns).from(providers).leftJoin(providerScores, itsScore).$dynamic(),
      options,
    ),
    db
      .select(cardTextColumns)
      .from(providersI18n)
      .where(textsOfListed(db, locale, options)),
  ]);
  const byProvider = translationsByOwner(translations, locale, (t) => t.providerId);
  return rows.map((card) => {
    const texts = byProvider.get(card.id);
    return { ...card, slug: texts?.slug ?? null, bonusHeadline: texts?.bonusHeadline ?? null };
  });
}

export type ProviderDetail = PublicProvider & {
  slugs: Record<Locale, string>;
  scoreBreakdown: {
    components: Record<ScoreComponent, number>;
    methodVersion: number;
    computedAt: Date;
  } | null;
  scoreHistory: { month: string; score: number | null }[];
  /** Whether the company has an active representative who answers on the site. */
  answersHere: boolean;
  complaintStats: ComplaintFigures & { since: Date };
};

/** Each component of the method as stored (one a stored row lacks: 0). */
const componentsOf = (stored: Record<string, number>) =>
  Object.fromEntries(SCORE_COMPONENTS.map((name) => [name, stored[name] ?? 0])) as Record<
    ScoreComponent,
    number
  >;

/** The monthly history a provider page draws: the latest this many months. */
const HISTORY_MONTHS = 12;

/**
 * The id of the active provider that `key` names, as a one-row subquery: its id, else a slug in
 * `locale`, else in English, else in any language (a slug is unique within a language only; of
 * several, the lowest id), among active providers only. The provider page, its reviews, ratings
 * and steps, and its view count all find their provider by this one rule, so the page can ask for
 * them together before it knows the id.
 */
export function providerNamed(db: Db, key: string, locale: Locale) {
  const rank = sql<number>`case ${providersI18n.locale} when ${locale} then 1 when ${API_DEFAULT_LOCALE} then 2 else 3 end`;
  const candidates = db
    .select({ id: providers.id, rank: sql<number>`0`.as("rank") })
    .from(providers)
    .where(eq(providers.id, key))
    .unionAll(
      db
        .select({ id: providersI18n.providerId, rank: rank.as("rank") })
        .from(providersI18n)
        .where(eq(providersI18n.slug, key)),
    )
    .as("candidates");
  return db
    .select({ id: candidates.id })
    .from(candidates)
    .innerJoin(providers, and(eq(providers.id, candidates.id), eq(providers.active, true)))
    .orderBy(asc(candidates.rank), asc(candidates.id))
    .limit(1);
}

/**
 * `column` holds the id of the provider `named` finds. Compared with `=` to the subquery, which
 * SQLite reads once and then uses as a constant in the provider's own index; with `IN` it may walk
 * an index over every provider's rows instead (20 times slower for reviews at scale).
 */
export const ofProvider = (column: SQLiteColumn, named: ReturnType<typeof providerNamed>) =>
  eq(column, sql`${named}`);

/**
 * One active provider by its id or by a slug in any language (`providerNamed`; the page accepts
 * both and redirects to the canonical one). `slugs` names its address in every language.
 */
export async function findActiveProvider(
  db: Db,
  key: string,
  locale: Locale,
): Promise<ProviderDetail | null> {
  const named = providerNamed(db, key, locale);
  const since = complaintStatsSince(new Date());
  const [rows, translations, [scored], history, representatives, cases] = await db.batch([
    db
      .select(scoredColumns)
      .from(providers)
      .leftJoin(providerScores, itsScore)
      .where(ofProvider(providers.id, named)),
    db.select().from(providersI18n).where(ofProvider(providersI18n.providerId, named)),
    db.select().from(providerScores).where(ofProvider(providerScores.providerId, named)),
    db
      .select({ month: providerScoreHistory.month, score: providerScoreHistory.score })
      .from(providerScoreHistory)
      .where(ofProvider(providerScoreHistory.providerId, named))
      .orderBy(desc(providerScoreHistory.month))
      .limit(HISTORY_MONTHS),
    db
      .select({ id: providerRepresentatives.id })
      .from(providerRepresentatives)
      .where(
        and(
          ofProvider(providerRepresentatives.providerId, named),
          eq(providerRepresentatives.status, "active"),
        ),
      )
      .limit(1),
    publicCasesSince(db, since, ofProvider(complaints.providerId, named)),
  ]);
  const provider = rows[0];
  if (!provider) return null;
  const [detail] = withTexts([provider], translations, locale);
  return {
    ...detail!,
    slugs: slugsByLocale(provider.id, translations),
    scoreBreakdown:
      scored && scored.score !== null
        ? {
            components: componentsOf(scored.components),
            methodVersion: scored.methodVersion,
            computedAt: scored.computedAt,
          }
        : null,
    scoreHistory: history.reverse(),
    answersHere: representatives.length > 0,
    complaintStats: { ...complaintFigures(cases), since },
  };
}

/** A provider's slug in every language: its own, else its English one, else its id. */
function slugsByLocale(providerId: string, own: readonly Pick<ProviderI18n, "locale" | "slug">[]) {
  const slugOf = (wanted: Locale) => own.find((t) => t.locale === wanted)?.slug;
  return Object.fromEntries(
    LOCALES.map((locale) => [locale, slugOf(locale) ?? slugOf(API_DEFAULT_LOCALE) ?? providerId]),
  ) as Record<Locale, string>;
}

/** Every active provider's slug per language, for the sitemap. */
export async function listActiveProviderSlugs(db: Db): Promise<Record<Locale, string>[]> {
  const [rows, translations] = await db.batch([
    db
      .select({ id: providers.id })
      .from(providers)
      .where(eq(providers.active, true))
      .orderBy(asc(providers.id)),
    db
      .select({
        providerId: providersI18n.providerId,
        locale: providersI18n.locale,
        slug: providersI18n.slug,
      })
      .from(providersI18n)
      .where(
        inArray(
          providersI18n.providerId,
          db.select({ id: providers.id }).from(providers).where(eq(providers.active, true)),
        ),
      ),
  ]);
  return rows.map(({ id }) =>
    slugsByLocale(
      id,
      translations.filter((t) => t.providerId === id),
    ),
  );
}

/** Whether `id` is an active provider's id: only those take new reviews. */
export const activeProviderQuery = (db: Db, id: string) =>
  db
    .select({ id: providers.id })
    .from(providers)
    .where(and(eq(providers.id, id), eq(providers.active, true)));
