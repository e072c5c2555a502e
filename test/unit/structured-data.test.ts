import { describe, expect, it } from "vitest";
import { providersItemList } from "#web/features/providers/structured-data";
import { jsonLdScript, seoHead } from "#web/lib/seo";

const providers = Array.from({ length: 15 }, (_, i) => ({
  id: `p${i + 1}`,
  brand: `Brand ${i + 1}`,
  logoUrl: null,
}));

describe("home structured data", () => {
  it("lists the first 12 providers with their localized detail URLs", () => {
    const list = providersItemList(providers, "https://example.test", "he", "Featured");
    expect(list["@type"]).toBe("ItemList");
    expect(list.itemListElement).toHaveLength(12);
    expect(list.itemListElement[0]).toEqual({
      "@type": "ListItem",
      position: 1,
      name: "Brand 1",
      url: "https://example.test/he/providers/p1",
    });
  });

  it("escapes < so a text cannot close the script element", () => {
    const script = jsonLdScript({ name: "</script><script>alert(1)</script>" });
    expect(script.type).toBe("application/ld+json");
    expect(script.children).not.toContain("<");
    expect(JSON.parse(script.children)).toEqual({ name: "</script><script>alert(1)</script>" });
  });
});

describe("seoHead", () => {
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
