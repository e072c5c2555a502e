import type { Locale } from "#schema/locales";

/** The home page's structured data lists the first 12 providers. */
export const STRUCTURED_DATA_PROVIDER_COUNT = 12;

type ListedProvider = { id: string; slug: string | null; brand: string; logoUrl?: string | null };

/** schema.org ItemList of the providers, each pointing at its detail page in this language. */
export function providersItemList(
  providers: readonly ListedProvider[],
  origin: string,
  locale: Locale,
  name: string,
) {
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    name,
    itemListElement: providers.slice(0, STRUCTURED_DATA_PROVIDER_COUNT).map((provider, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: provider.brand,
      url: `${origin}/${locale}/providers/${encodeURIComponent(provider.slug ?? provider.id)}`,
      ...(provider.logoUrl ? { image: new URL(provider.logoUrl, origin).href } : {}),
    })),
  };
}
