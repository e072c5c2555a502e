import { beforeAll, describe, expect, it } from "vitest";
import type { AdminDashboard } from "#schema/api/admin-dashboard";
import { nicosiaDate } from "#schema/cyprus-time";
import { promotions, promotionsI18n } from "#schema/promotions";
import { providers } from "#schema/providers";
import { reviews } from "#schema/reviews";
import { users } from "#schema/users";
import { chartDays } from "#worker/services/admin-dashboard";
import { call, db, setUser, signIn } from "./support/client";

const NOW = Date.now();
const DAY = 24 * 3_600_000;
const ago = (days: number) => new Date(NOW - days * DAY);

/** 22:30 UTC five days ago: already the next day in Cyprus (UTC+2, or +3 in summer). */
const LATE_EVENING = (() => {
  const day = ago(5);
  return new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), 22, 30));
})();

async function insertFixtures() {
  // A row a statement: D1 binds at most 100 values to one, and a provider's defaults are bound too.
  const [firstProvider, ...otherProviders] = Array.from({ length: 6 }, (_, index) =>
    db()
      .insert(providers)
      .values({
        id: `p-${index}`,
        brand: `Brand ${index}`,
        domain: `brand${index}.example`,
        licenseId: `L-${index}`,
        active: index !== 0,
        createdAt: ago(10 - index),
      }),
  );
  await db().batch([
    firstProvider!,
    ...otherProviders,
    db()
      .insert(promotions)
      .values([
        { id: "live", providerId: "p-5", bonusType: "welcome", createdAt: ago(4) },
        { id: "off", providerId: "p-5", bonusType: "free_bet", active: false, createdAt: ago(3) },
        { id: "over", bonusType: "cashback", endAt: ago(1), createdAt: ago(2) },
        { id: "soon", providerId: "p-4", bonusType: "no_deposit", startAt: ago(-3), createdAt: ago(1) },
      ]),
    db()
      .insert(promotionsI18n)
      .values([
        { promotionId: "live", locale: "en", title: "Welcome 100%" },
        { promotionId: "live", locale: "el", title: "Καλωσόρισμα 100%" },
        { promotionId: "soon", locale: "el", title: "Μόνο ελληνικά" },
      ]),
    db()
      .insert(users)
      .values([
        { id: "u-new", email: "new@example.com", createdAt: ago(0) },
        { id: "u-late", email: "late@example.com", emailVerified: true, createdAt: LATE_EVENING },
        { id: "u-old", email: "old@example.com", emailVerified: true, createdAt: ago(45) },
      ]),
    db()
      .insert(reviews)
      .values([
        { providerId: "p-1", userId: "u-new", rating: 4, reviewText: "Pending today", createdAt: ago(0) },
        {
          providerId: "p-2",
          userId: "u-new",
          rating: 3,
          reviewText: "Pending late",
          createdAt: LATE_EVENING,
        },
        {
          providerId: "p-1",
          userId: "u-old",
          rating: 5,
          status: "approved",
          reviewText: "Long ago",
          createdAt: ago(40),
        },
      ]),
  ]);
}

let admin: { cookie: string; userId: string };

beforeAll(async () => {
  await insertFixtures();
  admin = await signIn("dashboard-admin@example.com");
  await setUser(admin.userId, { role: "admin", emailVerified: true, createdAt: ago(60) });
});

async function dashboard(cookie = admin.cookie) {
  const response = await call("/api/admin/dashboard", { headers: { cookie } });
  expect(response.status).toBe(200);
  return (await response.json()) as AdminDashboard;
}

describe("GET /api/admin/dashboard", () => {
  it("counts providers, active providers, running promotions, pending reviews, users and verified users", async () => {
    expect((await dashboard()).counts).toEqual({
      providers: 6,
      activeProviders: 5,
      activePromotions: 1,
      pendingReviews: 2,
      reportedReviews: 0,
      users: 4,
      verifiedUsers: 3,
    });
  });

  it("lists the five newest providers and promotions, with the promotion's English title and provider", async () => {
    const { recentProviders, recentPromotions } = await dashboard();
    expect(recentProviders.map((p) => p.brand)).toEqual([
      "Brand 5",
      "Brand 4",
      "Brand 3",
      "Brand 2",
      "Brand 1",
    ]);
    expect(recentProviders[0]).toEqual({
      id: "p-5",
      brand: "Brand 5",
      active: true,
      createdAt: ago(5).toISOString(),
    });
    expect(recentPromotions.map((p) => [p.id, p.title, p.providerBrand])).toEqual([
      ["soon", null, "Brand 4"],
      ["over", null, null],
      ["off", null, "Brand 5"],
      ["live", "Welcome 100%", "Brand 5"],
    ]);
  });

  it("charts 30 Cyprus days ending today, zeros included, counting each row on its Cyprus day", async () => {
    const { daily } = await dashboard();
    const now = new Date();
    expect(daily.map((d) => d.day)).toEqual(chartDays(now));
    expect(daily).toHaveLength(30);
    expect(daily.at(-1)?.day).toBe(nicosiaDate(now));

    const cyprusDay = nicosiaDate(LATE_EVENING);
    expect(cyprusDay).not.toBe(LATE_EVENING.toISOString().slice(0, 10));
    const on = (day: string) => daily.find((d) => d.day === day);
    expect(on(cyprusDay)).toMatchObject({ reviews: 1, signups: 1 });
    expect(on(LATE_EVENING.toISOString().slice(0, 10))).toMatchObject({ reviews: 0, signups: 0 });
    expect(daily.at(-1)).toMatchObject({ reviews: 1, signups: 1 });
    // Nothing older than 30 days is charted: 2 reviews and 2 sign-ups in all, not 3 and 4.
    expect(daily.reduce((sum, d) => sum + d.reviews, 0)).toBe(2);
    expect(daily.reduce((sum, d) => sum + d.signups, 0)).toBe(2);
  });

  it("is open to an assigned analyst, closed to a translator and to a new account", async () => {
    const analyst = await signIn("dashboard-analyst@example.com");
    expect((await call("/api/admin/dashboard", { headers: { cookie: analyst.cookie } })).status).toBe(403);
    await setUser(analyst.userId, { roleAssignedAt: new Date() });
    expect((await dashboard(analyst.cookie)).counts.providers).toBe(6);
    const translator = await signIn("dashboard-translator@example.com");
    await setUser(translator.userId, { role: "translator", roleAssignedAt: new Date() });
    expect((await call("/api/admin/dashboard", { headers: { cookie: translator.cookie } })).status).toBe(403);
  });
});

describe("the /admin page", () => {
  it("is rendered on the server with the figures, the newest rows and the chart's table", async () => {
    const response = await call("/admin", { headers: { cookie: `locale=en; ${admin.cookie}` } });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("Brand 5");
    expect(html).toContain("Welcome 100%");
    expect(html).toMatch(/<dd[^>]*>6<\/dd>/);
    expect(html).toMatch(/<div class="sr-only"><table>/);
  });
});
