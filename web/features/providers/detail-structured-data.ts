type DetailedProvider = { brand: string; logoUrl: string | null; overview: string | null };
type OwnRatings = { overallRating: number; totalReviews: number };

/**
 * The provider page's Product (with its AggregateRating) and BreadcrumbList. The rating counts the
 * site's own approved reviews only: Google's review-snippet rules forbid aggregating ratings taken
 * from other sites, so the external ratings stay on the page and out of the markup. No reviews, no
 * AggregateRating (a rating of nothing is invalid markup).
 */
export function providerStructuredData(
  provider: DetailedProvider,
  ratings: OwnRatings | undefined,
  pageUrl: string,
  crumbs: { home: { name: string; url: string }; providers: { name: string; url: string } },
) {
  const rated = ratings && ratings.totalReviews > 0;
  const product = {
    "@context": "https://schema.org",
    "@type": "Product",
    name: provider.brand,
    url: pageUrl,
    brand: { "@type": "Brand", name: provider.brand },
    ...(provider.overview ? { description: provider.overview } : {}),
    ...(provider.logoUrl ? { image: new URL(provider.logoUrl, pageUrl).href } : {}),
    ...(rated
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: ratings.overallRating,
            reviewCount: ratings.totalReviews,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
  const trail = [crumbs.home, crumbs.providers, { name: provider.brand, url: pageUrl }];
  const breadcrumbs = {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
  return [product, breadcrumbs];
}
