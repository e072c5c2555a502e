import { env, exports } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { promotions, promotionsI18n } from "#schema/promotions";
import { providers, providersI18n } from "#schema/providers";
import { createDb } from "#worker/lib/db";

/** 16 active providers, the first six by priority featured; 5 live promotions. */
beforeAll(async () => {
  const db = createDb(env.DB);
  const ranks = Array.from({ length: 16 }, (_, i) => i + 1);
  // Four at a time: D1 binds at most 100 values to a statement.
  for (let from = 0; from < ranks.length; from += 4) {
    await db.insert(providers).values(
      ranks.slice(from, from + 4).map((rank) => ({
        id: `p-${rank}`,
        brand: `Brand ${rank}`,
        domain: `p${rank}.example`,
        licenseId: `L-${rank}`,
        priority: 100 - rank,
        featured: rank <= 6,
      })),
    );
  }
  await db
    .insert(providersI18n)
    .values(ranks.map((rank) => ({ providerId: `p-${rank}`, locale: "en" as const, slug: `p-${rank}` })));
  const offers = ranks.slice(0, 5);
  await db
    .insert(promotions)
    .values(
      offers.map((rank) => ({ id: `promo-${rank}`, bonusType: "welcome" as const, priority: 100 - rank })),
    );
  await db
    .insert(promotionsI18n)
    .values(
      offers.map((rank) => ({ promotionId: `promo-${rank}`, locale: "en" as const, title: `Offer ${rank}` })),
    );
});

const section = (html: string, id: string) =>
  html.match(new RegExp(`<section aria-labelledby="${id}"[\\s\\S]*?</section>`))?.[0] ?? "";

/** Each distinct match of `pattern` in `text`, in order. */
const named = (text: string, pattern: RegExp) => [...new Set(text.match(pattern))];

describe("the home page", () => {
  it("shows the first four featured providers and the first three promotions, and ships no more of either list", async () => {
    const html = await (await exports.default.fetch(new Request("https://site.test/en"))).text();
    const featured = section(html, "featured-providers");
    expect(named(featured, /Brand \d+/g)).toEqual(["Brand 1", "Brand 2", "Brand 3", "Brand 4"]);
    expect(named(section(html, "top-promotions"), /Offer \d+/g)).toEqual(["Offer 1", "Offer 2", "Offer 3"]);
    // Search engines get the first twelve; the page's data carries nothing beyond them.
    expect(html).toContain("Brand 12");
    expect(html).not.toContain("Brand 13");
    expect(html).not.toContain("Offer 4");
  });
});
