import { env, exports } from "cloudflare:workers";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "#schema/audit";
import { uiStrings } from "#schema/content";
import { LOCALES } from "#schema/locales";
import { providers } from "#schema/providers";
import { GUIDELINE_CLAUSES, groundTitleKey } from "#schema/review-guidelines";
import { reviews } from "#schema/reviews";
import { users } from "#schema/users";
import { UI_STRINGS } from "#seed/ui-strings";
import { REVIEW_POLICY_SECTIONS } from "#web/features/info-pages/review-policy-sections";
import { createDb } from "#worker/lib/db";
import { insertCatalogFixtures } from "../support/catalog-fixtures";
import { call, ORIGIN, jsonWrite, setUser, signIn } from "./support/client";

/**
 * Honest labels: the review policy page, the ranking sentence on the ranked lists, the "Sponsored"
 * label on a provider that pays for its position (set by admins only, audited), and the labels on
 * each published review.
 */
const page = async (path: string) => {
  const response = await exports.default.fetch(new Request(`${ORIGIN}${path}`));
  const html = await response.text();
  // What the visitor sees: not the props an island hydrates with, nor the data riding along.
  const main = (html.match(/<main[\s\S]*<\/main>/)?.[0] ?? "").replace(/<script[\s\S]*?<\/script>/g, "");
  return { status: response.status, html, main };
};
const text = (key: string, locale: (typeof LOCALES)[number] = "en") => {
  // As React writes text into HTML.
  return UI_STRINGS[key]![locale].replaceAll("&", "&amp;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#x27;");
};

beforeAll(async () => {
  const db = createDb(env.DB);
  await insertCatalogFixtures(db);
  const rows = Object.entries(UI_STRINGS).map(([key, texts]) => ({ key, ...texts }));
  const [first, ...rest] = rows.map((row) => db.insert(uiStrings).values(row).onConflictDoNothing());
  await db.batch([first!, ...rest]);
  // Zeta Bet pays for its position; Alpha Bet does not. Both are featured on the home page.
  await db.update(providers).set({ sponsored: true, featured: true }).where(eq(providers.id, "p-active"));
  await db.update(providers).set({ featured: true }).where(eq(providers.id, "p-low"));
  await db.insert(users).values([
    { id: "u-verified", email: "verified@example.com", username: "Vera", emailVerified: true },
    { id: "u-unverified", email: "unverified@example.com", username: "Ursula" },
  ]);
  await db.insert(reviews).values([
    {
      id: "r-verified",
      providerId: "p-active",
      userId: "u-verified",
      rating: 2,
      reviewText: "Slow payouts, friendly support.",
      status: "approved",
    },
    {
      id: "r-unverified",
      providerId: "p-active",
      userId: "u-unverified",
      rating: 5,
      reviewText: "Quick payouts every time.",
      status: "approved",
    },
  ]);
});

describe("the review policy page", () => {
  it.each(LOCALES)(
    "in %s has its title, every section with its fixed anchor, and its alternates",
    async (locale) => {
      const { status, html, main } = await page(`/${locale}/review-policy`);
      expect(status).toBe(200);
      expect(main).toMatch(new RegExp(`<h1[^>]*>${text("pages.review_policy.title", locale)}</h1>`));
      for (const section of REVIEW_POLICY_SECTIONS) {
        expect(main).toContain(`<section id="${section}"`);
        expect(main).toMatch(
          new RegExp(
            `<h2 id="${section}-title"[^>]*>${text(`pages.review_policy.${section}.title`, locale)}</h2>`,
          ),
        );
      }
      // What is removed: the guidelines' own clauses, the one list a statement of reasons quotes.
      for (const clause of GUIDELINE_CLAUSES) expect(main).toContain(text(groundTitleKey(clause), locale));
      expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/${locale}/review-policy"`);
      for (const other of LOCALES)
        expect(html).toContain(
          `<link rel="alternate" hrefLang="${other}" href="${ORIGIN}/${other}/review-policy"`,
        );
      expect(html).toContain(`<link rel="alternate" hrefLang="x-default" href="${ORIGIN}/review-policy"`);
    },
  );

  it("names the prizes, the daily limit and what a verified e-mail does not mean", async () => {
    const { main } = await page("/en/review-policy");
    expect(main).toContain("win €50, €25 and €25");
    expect(main).toContain("up to 10 reviews a day");
    expect(main).toContain("we do not verify purchases or accounts");
    expect(main).toContain("no review is rejected because of a flag alone");
    expect(main).toMatch(/<a[^>]*href="\/en\/leaderboard"/);
  });

  it("is linked from every page's footer and listed in the sitemap", async () => {
    const { html } = await page("/he/providers");
    const footer = html.match(/<footer[\s\S]*?<\/footer>/)?.[0] ?? "";
    expect(footer).toMatch(/<a[^>]*href="\/he\/review-policy"[^>]*>מדיניות ביקורות<\/a>/);
    const sitemap = await (await call("/sitemap.xml")).text();
    expect(sitemap).toContain("/fr/review-policy</loc>");
  });
});

describe("what decides the default order", () => {
  it.each([
    ["/en/providers", "ranking.providers"],
    ["/en/compare", "ranking.compare"],
    ["/en/compare?p=zeta,alpha", "ranking.compare"],
  ])("%s says it in one sentence, linking to the policy's ranking section", async (path, key) => {
    const { main } = await page(path);
    expect(main).toContain(text(key));
    expect(main).toMatch(/<a[^>]*href="\/en\/review-policy#ranking"[^>]*>How we rank<\/a>/);
  });

  it("says it in Hebrew too", async () => {
    const { main } = await page("/he/providers");
    expect(main).toContain(text("ranking.providers", "he"));
    expect(main).toMatch(/<a[^>]*href="\/he\/review-policy#ranking"/);
  });
});

/** A provider's card: the list item whose heading is its brand. */
const cardOf = (html: string, brand: string) =>
  html.split("</li>").find((item) => new RegExp(`<h[23][^>]*>${brand}</h[23]>`).test(item)) ?? "";
const SPONSORED = ">Sponsored<";

describe("a sponsored provider, wherever it is ranked", () => {
  it("carries the label on its card in the providers list; a provider not sponsored does not", async () => {
    const { main } = await page("/en/providers");
    expect(cardOf(main, "Zeta Bet")).toContain(SPONSORED);
    expect(cardOf(main, "Alpha Bet")).not.toContain(SPONSORED);
  });

  it("carries it on the home page's featured cards", async () => {
    const { main } = await page("/en");
    expect(cardOf(main, "Zeta Bet")).toContain(SPONSORED);
    expect(cardOf(main, "Alpha Bet")).not.toContain(SPONSORED);
  });

  it("carries it on the comparison, and in the list to choose from", async () => {
    // Once in the table (wider screens) and once in the cards (phones).
    const both = await page("/en/compare?p=zeta,alpha");
    expect(both.main.match(/>Sponsored</g)).toHaveLength(2);
    const alpha = await page("/en/compare?p=alpha");
    expect(alpha.main).not.toContain(SPONSORED);
    // The drop-down offers the ones not chosen, in the default order, saying which is sponsored.
    expect(alpha.main).toContain(">Zeta Bet (Sponsored)</option>");
    expect((await page("/en/compare?p=zeta")).main).toContain(">Alpha Bet</option>");
  });

  it("carries it on its offers in the bonus list", async () => {
    const { main } = await page("/en/bonus");
    expect(main).toContain("Welcome 100%");
    expect(main).toContain(SPONSORED);
  });
});

describe("the labels on a published review", () => {
  it("say whether the author's e-mail is verified, and that it is a contest entry with its rules", async () => {
    const { main } = await page("/en/providers/zeta");
    const item = (text: string) => main.slice(0, main.indexOf(text)).split("<li")!.at(-1)!;
    const verified = item("Slow payouts, friendly support.");
    expect(verified).toMatch(
      /<span[^>]*title="[^"]*We do not verify purchases[^"]*"[^>]*>.*Verified e-mail</,
    );
    expect(verified).toMatch(/<a[^>]*href="\/en\/review-policy#contest"[^>]*>Contest entry<\/a>/);
    expect(verified).toContain("Prizes never depend on the rating.");
    const unverified = item("Quick payouts every time.");
    expect(unverified).not.toContain("Verified e-mail");
    expect(unverified).toContain(">Contest entry</a>");
  });

  it("are in the page's language, linking under its prefix", async () => {
    const { main } = await page("/el/providers/zeta");
    expect(main).toMatch(/<a[^>]*href="\/el\/review-policy#contest"[^>]*>Συμμετοχή στον διαγωνισμό<\/a>/);
    expect(main).toContain("Επαληθευμένο e-mail");
  });
});

describe("setting `sponsored` in the back office", () => {
  let admin: { cookie: string; userId: string };
  let translator: { cookie: string; userId: string };
  let member: { cookie: string; userId: string };
  const base = {
    brand: "Alpha Bet",
    domain: "alpha.example",
    licenseId: "L-2",
    licenseStatus: "licensed",
    priority: 1,
    featured: true,
  };
  const patch = (body: unknown, cookie?: string) =>
    call("/api/admin/providers/p-low", jsonWrite("PATCH", body, cookie));
  const stored = async () =>
    (await createDb(env.DB).select().from(providers).where(eq(providers.id, "p-low")))[0]?.sponsored;

  beforeAll(async () => {
    admin = await signIn("sponsor-admin@example.com");
    await setUser(admin.userId, { role: "admin" });
    translator = await signIn("sponsor-translator@example.com");
    await setUser(translator.userId, { role: "translator", roleAssignedAt: new Date() });
    member = await signIn("sponsor-member@example.com");
  });

  it("is refused to a signed-out visitor, a user and a translator, and changes nothing", async () => {
    expect((await patch({ ...base, sponsored: true })).status).toBe(401);
    expect((await patch({ ...base, sponsored: true }, member.cookie)).status).toBe(403);
    expect((await patch({ ...base, sponsored: true }, translator.cookie)).status).toBe(403);
    expect(await stored()).toBe(false);
  });

  it("takes a boolean only", async () => {
    for (const sponsored of ["true", 1, "yes"]) {
      const response = await patch({ ...base, sponsored }, admin.cookie);
      expect(response.status, JSON.stringify(sponsored)).toBe(400);
    }
    expect(await stored()).toBe(false);
  });

  it("is saved for an admin and audited with the change", async () => {
    const response = await patch({ ...base, sponsored: true }, admin.cookie);
    expect(response.status, await response.clone().text()).toBe(200);
    expect(await stored()).toBe(true);
    const [entry] = await createDb(env.DB)
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, "provider"), eq(auditLog.entityId, "p-low")));
    expect(entry).toMatchObject({ action: "provider.update", actorUserId: admin.userId });
    expect(entry?.detailsJson).toEqual({ sponsored: "false → true" });
    const cards = (await (await call("/api/provider-cards?locale=en")).json()) as {
      id: string;
      sponsored: boolean;
    }[];
    expect(cards.find((card) => card.id === "p-low")?.sponsored).toBe(true);
  });
});
