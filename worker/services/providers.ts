import { asc, desc, eq, inArray } from "drizzle-orm";
import type { Locale } from "#schema/locales";
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
  const [rows, translations] = await Promise.all([
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
