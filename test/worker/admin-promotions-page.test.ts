import { beforeAll, describe, expect, it } from "vitest";
import { uiStrings } from "#schema/content";
import { promotions, promotionsI18n } from "#schema/promotions";
import { providers } from "#schema/providers";
import { externalRatings } from "#schema/reviews";
import { UI_STRINGS } from "#seed/ui-strings";
import { call, db, setUser, signIn } from "./support/client";

beforeAll(async () => {
  const keys = Object.keys(UI_STRINGS).filter((key) => /^(admin\.|provider\.reviews_count|a11y\.)/.test(key));
  await db().batch([
    db()
      .insert(providers)
      .values({ id: "p-screen", brand: "Screen Bet", domain: "screen.example", licenseId: "L-S" }),
    db()
      .insert(promotions)
      .values([
        { id: "promo-live", providerId: "p-screen", bonusType: "no_deposit", priority: 4 },
        { id: "promo-off", bonusType: "cashback", active: false },
      ]),
    db()
      .insert(promotionsI18n)
      .values([
        { promotionId: "promo-live", locale: "en", title: "Ten free spins", body: "No deposit needed" },
        { promotionId: "promo-live", locale: "el", title: "Δέκα δωρεάν περιστροφές" },
        { promotionId: "promo-off", locale: "fr", title: "Remboursement" },
      ]),
    db()
      .insert(externalRatings)
      .values({
        providerId: "p-screen",
        source: "casino_guru",
        rating: 8.5,
        scale: 10,
        reviewCount: 42,
        url: "https://casino.guru/screen-bet",
        lastSyncedAt: new Date("2026-05-01T09:30:00Z"),
      }),
    ...keys.map((key) =>
      db()
        .insert(uiStrings)
        .values({ key, ...UI_STRINGS[key]! }),
    ),
  ]);
});

const get = async (path: string, cookie: string) => {
  const response = await call(path, { headers: { cookie: `locale=en; ${cookie}` }, redirect: "manual" });
  const html = (await response.text()).replace(/<!-- -->/g, "");
  // What is on screen: the page's main region (the strings sent along for hydration are not).
  return { response, html, main: /<main[\s\S]*<\/main>/.exec(html)?.[0] ?? "" };
};

describe("/admin/promotions and /admin/external-ratings, server-rendered", () => {
  it("lists every promotion for an editor: English title, bonus type, the Inactive tag, dates, priority", async () => {
    const admin = await signIn("screens-admin@example.com");
    await setUser(admin.userId, { role: "admin" });
    const { response, html, main } = await get("/admin/promotions", admin.cookie);
    expect(response.status).toBe(200);
    expect(html).toMatch(/<meta name="robots" content="noindex"[^>]*>/);
    expect(main).toMatch(/>Add Promotion</);
    expect(main).toMatch(/>Delete</);
    expect(html).toMatch(/<h1[^>]*>Promotions<\/h1>/);
    expect(html).toContain("All Promotions (2)");
    expect(html).toContain("Add Promotion");
    expect(html).toContain("Ten free spins");
    expect(html).toContain("No deposit needed");
    expect(html).toContain("No Deposit");
    expect(html).toContain("Screen Bet");
    // The inactive one has no English title: it is still listed, marked, with its languages.
    expect(html).toContain("(no English title)");
    expect(html).toMatch(/>Inactive</);
    expect(html).toContain("Français");
  });

  it("gives a translator the list with Translate, and no way to add or delete", async () => {
    const translator = await signIn("screens-translator@example.com");
    await setUser(translator.userId, { role: "translator", roleAssignedAt: new Date() });
    const { response, main } = await get("/admin/promotions", translator.cookie);
    expect(response.status).toBe(200);
    expect(main).toContain("Ten free spins");
    expect(main).toMatch(/>Translate</);
    expect(main).not.toContain("Add Promotion");
    expect(main).not.toMatch(/>Delete</);
    const ratings = await get("/admin/external-ratings", translator.cookie);
    expect(ratings.response.status).toBeGreaterThanOrEqual(300);
    expect(ratings.response.status).toBeLessThan(400);
    expect(ratings.response.headers.get("location")).not.toContain("external-ratings");
  });

  it("shows a card per external rating: provider, source, score out of 10, reviews, source link, last update", async () => {
    const admin = await signIn("screens-ratings@example.com");
    await setUser(admin.userId, { role: "admin" });
    const { response, html } = await get("/admin/external-ratings", admin.cookie);
    expect(response.status).toBe(200);
    expect(html).toMatch(/<h1[^>]*>External Ratings<\/h1>/);
    expect(html).toContain("Screen Bet");
    expect(html).toContain("Casino Guru");
    expect(html).toContain("8.5 / 10");
    expect(html).toContain("42 reviews");
    expect(html).toMatch(/<a[^>]*href="https:\/\/casino.guru\/screen-bet"[^>]*>View Source/);
    expect(html).toContain("Last updated");
  });
});
