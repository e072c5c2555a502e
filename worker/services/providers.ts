import { and, asc, desc, eq, inArray, or } from "drizzle-orm";
import { API_DEFAULT_LOCALE, LOCALES, type Locale } from "#schema/locales";
import { providers, providersI18n, type Provider, type ProviderI18n } from "#schema/providers";
import type { Db } from "../lib/db";
import { localesToRead, translationsByOwner } from "./locale-fallback";

type TranslatedFields = Pick<
  ProviderI18n,
  "slug" | "overview" | "bonusHeadline" | "ctaText" | "seoTitle" | "seoDescription" | "faq"
>;

/** A provider as the public site reads it: its columns plus the texts of one language. */
export type PublicProvider = Provider & { name: string } & {
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
function withTexts(rows: Provider[], translations: ProviderI18n[], locale: Locale): PublicProvider[] {
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

/** Active providers, highest priority first (ties by brand), with texts in `locale`. */
export async function listActiveProviders(db: Db, locale: Locale): Promise<PublicProvider[]> {
  const [rows, translations] = await db.batch([
    db
      .select()
      .from(providers)
      .where(eq(providers.active, true))
      .orderBy(desc(providers.priority), asc(providers.brand)),
    db
      .select()
      .from(providersI18n)
      .where(inArray(providersI18n.locale, localesToRead(locale))),
  ]);
  return withTexts(rows, translations, locale);
}

export type ProviderDetail = PublicProvider & { slugs: Record<Locale, string> };

/**
 * One active provider by its id or by a slug in any language (the page accepts both and redirects
 * to the canonical one). A slug used by two providers in different languages means the one whose
 * slug it is in `locale`, then in English. `slugs` names its address in every language.
 */
export async function findActiveProvider(
  db: Db,
  key: string,
  locale: Locale,
): Promise<ProviderDetail | null> {
  const slugOwners = db
    .select({ providerId: providersI18n.providerId })
    .from(providersI18n)
    .where(eq(providersI18n.slug, key));
  const candidate = or(eq(providers.id, key), inArray(providers.id, slugOwners));
  const [rows, translations] = await db.batch([
    db
      .select()
      .from(providers)
      .where(and(eq(providers.active, true), candidate)),
    db
      .select()
      .from(providersI18n)
      .where(
        inArray(providersI18n.providerId, db.select({ id: providers.id }).from(providers).where(candidate)),
      ),
  ]);
  const slugIn = (wanted: Locale | undefined) =>
    translations.find((t) => t.slug === key && (wanted === undefined || t.locale === wanted))?.providerId;
  const chosenId = rows.some((row) => row.id === key)
    ? key
    : (slugIn(locale) ?? slugIn(API_DEFAULT_LOCALE) ?? slugIn(undefined));
  const provider = rows.find((row) => row.id === chosenId);
  if (!provider) return null;
  const own = translations.filter((t) => t.providerId === provider.id);
  const [detail] = withTexts([provider], own, locale);
  return { ...detail!, slugs: slugsByLocale(provider.id, own) };
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

/** Whether `id` names an active provider: its ratings, reviews and steps are public only then. */
export const activeProviderQuery = (db: Db, id: string) =>
  db
    .select({ id: providers.id })
    .from(providers)
    .where(and(eq(providers.id, id), eq(providers.active, true)));
