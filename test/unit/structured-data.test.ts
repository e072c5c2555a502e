import { describe, expect, it } from "vitest";
import { providerStructuredData } from "#web/features/providers/detail-structured-data";
import { providersItemList } from "#web/features/providers/structured-data";
import { jsonLdScript, seoHead } from "#web/lib/seo";

const providers = Array.from({ length: 15 }, (_, i) => ({
  id: `p${i + 1}`,
  slug: i === 0 ? "brand-one" : null,
  brand: `Brand ${i + 1}`,
  logoUrl: null,
}));

describe("home structured data", () => {
  it("lists the first 12 providers with their detail URLs in this language (the slug, else the id)", () => {
    const list = providersItemList(providers, "https://example.test", "he", "Featured");
    expect(list["@type"]).toBe("ItemList");
    expect(list.itemListElement).toHaveLength(12);
    expect(list.itemListElement[0]).toEqual({
      "@type": "ListItem",
      position: 1,
      name: "Brand 1",
      url: "https://example.test/he/providers/brand-one",
    });
    expect(list.itemListElement[1]?.url).toBe("https://example.test/he/providers/p2");
  });

  it("escapes < so a text cannot close the script element", () => {
    const script = jsonLdScript({ name: "</script><script>alert(1)</script>" });
    expect(script.type).toBe("application/ld+json");
    expect(script.children).not.toContain("<");
    expect(JSON.parse(script.children)).toEqual({ name: "</script><script>alert(1)</script>" });
  });
});

describe("provider structured data", () => {
  const provider = {
    id: "p1",
    slug: "zeta",
    brand: "Zeta",
    logoUrl: "/logos/zeta.svg",
    overview: "About Zeta",
  };
  const crumbs = {
    home: { name: "Home", url: "https://x.test/en" },
    providers: { name: "Providers", url: "https://x.test/en/providers" },
  };
  const page = "https://x.test/en/providers/zeta";

  it("rates the product from the site's own reviews, and breadcrumbs lead home → providers → it", () => {
    const [product, breadcrumbs] = providerStructuredData(
      provider,
      { overallRating: 3.8, totalReviews: 12 },
      page,
      crumbs,
    );
    expect(product).toMatchObject({
      "@type": "Product",
      name: "Zeta",
      image: "https://x.test/logos/zeta.svg",
      aggregateRating: { "@type": "AggregateRating", ratingValue: 3.8, reviewCount: 12, bestRating: 5 },
    });
    expect(breadcrumbs).toMatchObject({ "@type": "BreadcrumbList" });
    expect(
      (breadcrumbs as { itemListElement: { item: string; position: number }[] }).itemListElement,
    ).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: "https://x.test/en" },
      { "@type": "ListItem", position: 2, name: "Providers", item: "https://x.test/en/providers" },
      { "@type": "ListItem", position: 3, name: "Zeta", item: page },
    ]);
  });

  it("has no AggregateRating without approved reviews", () => {
    const [product] = providerStructuredData(provider, { overallRating: 0, totalReviews: 0 }, page, crumbs);
    expect(product).not.toHaveProperty("aggregateRating");
  });
});

describe("seoHead", () => {
  it("points canonical and alternates at each language's own path when they differ", () => {
    const head = seoHead({
      title: "T",
      description: "D",
      locale: "el",
      pathname: "/el/providers/p1",
      origin: "https://x.test",
      path: {
        el: "/providers/ζήτα",
        en: "/providers/zeta",
        ru: "/providers/zeta",
        he: "/providers/zeta",
        uk: "/providers/zeta",
        fr: "/providers/zeta-fr",
      },
    });
    expect(head.links.find((l) => l.rel === "canonical")?.href).toBe("https://x.test/el/providers/ζήτα");
    const alternates = Object.fromEntries(
      head.links
        .filter((l) => l.rel === "alternate")
        .map((l) => [(l as { hrefLang: string }).hrefLang, l.href]),
    );
    expect(alternates.fr).toBe("https://x.test/fr/providers/zeta-fr");
    expect(alternates["x-default"]).toBe("https://x.test/providers/zeta");
  });

  it("suffixes the title and links every language", () => {
    const head = seoHead({
      title: "T",
      description: "D",
      locale: "he",
      pathname: "/he/providers",
      origin: "https://x.test",
    });
    expect(head.meta[0]).toEqual({ title: "T | BetCompare Cyprus" });
    expect(head.links.find((l) => l.rel === "canonical")?.href).toBe("https://x.test/he/providers");
    expect(head.links.filter((l) => l.rel === "alternate")).toHaveLength(7);
  });
});
