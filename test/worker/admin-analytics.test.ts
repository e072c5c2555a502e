import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { AdminAnalytics } from "#schema/api/admin-analytics";
import { trackingEvents } from "#schema/content";
import { nicosiaDate } from "#schema/cyprus-time";
import { promotions } from "#schema/promotions";
import { providers } from "#schema/providers";
import { reviews } from "#schema/reviews";
import { users } from "#schema/users";
import { insertCatalogFixtures } from "../support/catalog-fixtures";
import { call, db, ORIGIN, setUser, signIn } from "./support/client";

const at = (iso: string) => new Date(iso);
/** 22:30 UTC on 10 January is 00:30 on the 11th in Cyprus (UTC+2 in winter). */
const AFTER_CYPRUS_MIDNIGHT = "2025-01-10T22:30:00Z";
/** 21:30 UTC on 10 January is 23:30 on the 10th in Cyprus. */
const BEFORE_CYPRUS_MIDNIGHT = "2025-01-10T21:30:00Z";

type Event = { type: string; target: string; placement?: string; locale: string; when: string };
const event = ({ type, target, placement, locale, when }: Event) => ({
  type,
  targetId: target,
  placement: placement ?? null,
  payloadJson: placement ? { targetId: target, placement } : { targetId: target },
  userLocale: locale,
  createdAt: at(when),
});

beforeAll(async () => {
  const d = db();
  await d.batch([
    d.insert(providers).values([
      { id: "an-a", brand: "Alpha Analytics", domain: "a.example", licenseId: "L-A" },
      { id: "an-b", brand: "Beta Analytics", domain: "b.example", licenseId: "L-B" },
    ]),
    d.insert(promotions).values([
      { id: "an-a-promo", providerId: "an-a", bonusType: "welcome" },
      { id: "an-site-promo", bonusType: "cashback" },
    ]),
    d
      .insert(users)
      .values({ id: "an-user", email: "an-user@example.com", createdAt: at(AFTER_CYPRUS_MIDNIGHT) }),
    d.insert(reviews).values({
      providerId: "an-a",
      userId: "an-user",
      rating: 4,
      reviewText: "Counted on the 11th",
      createdAt: at(AFTER_CYPRUS_MIDNIGHT),
    }),
    d.insert(trackingEvents).values(
      [
        {
          type: "provider_click",
          target: "an-a",
          placement: "provider_card",
          locale: "en",
          when: "2025-01-10T10:00:00Z",
        },
        {
          type: "provider_click",
          target: "an-a",
          placement: "provider_card",
          locale: "el",
          when: BEFORE_CYPRUS_MIDNIGHT,
        },
        {
          type: "promotion_click",
          target: "an-a-promo",
          placement: "bonus_card",
          locale: "el",
          when: AFTER_CYPRUS_MIDNIGHT,
        },
        {
          type: "provider_click",
          target: "an-b",
          placement: "compare",
          locale: "he",
          when: "2025-01-11T12:00:00Z",
        },
        {
          type: "banner_click",
          target: "banner-1",
          placement: "hero",
          locale: "en",
          when: "2025-01-12T09:00:00Z",
        },
        {
          type: "promotion_click",
          target: "an-site-promo",
          placement: "bonus_card",
          locale: "ru",
          when: "2025-01-12T10:00:00Z",
        },
        { type: "provider_view", target: "an-a", locale: "en", when: "2025-01-10T08:00:00Z" },
        { type: "provider_view", target: "an-a", locale: "en", when: "2025-01-10T09:00:00Z" },
        { type: "provider_view", target: "an-a", locale: "en", when: "2025-01-12T08:00:00Z" },
        { type: "provider_view", target: "an-a", locale: "el", when: "2025-01-12T09:00:00Z" },
        { type: "provider_view", target: "an-b", locale: "he", when: "2025-01-11T11:00:00Z" },
        // Outside the range: 23:59 on the 9th and 00:00 on the 13th in Cyprus.
        {
          type: "provider_click",
          target: "an-a",
          placement: "provider_card",
          locale: "en",
          when: "2025-01-09T21:59:00Z",
        },
        {
          type: "provider_click",
          target: "an-a",
          placement: "provider_card",
          locale: "en",
          when: "2025-01-12T22:00:00Z",
        },
        // Not a click-out or a view.
        { type: "newsletter_signup", target: "an-a", locale: "en", when: "2025-01-11T10:00:00Z" },
      ].map(event),
    ),
  ]);
  await insertCatalogFixtures(d);
});

let admin: { cookie: string; userId: string };
beforeAll(async () => {
  admin = await signIn("analytics-admin@example.com");
  await setUser(admin.userId, { role: "admin", roleAssignedAt: new Date() });
});

const analytics = (query: string, cookie = admin.cookie) =>
  call(`/api/admin/analytics?${query}`, { headers: { cookie } });

async function report(query = "from=2025-01-10&to=2025-01-12") {
  const response = await analytics(query);
  expect(response.status).toBe(200);
  return (await response.json()) as AdminAnalytics;
}

describe("GET /api/admin/analytics", () => {
  it("counts click-outs per provider, a promotion's for its provider, and converts page views", async () => {
    const { providers: perProvider, totals } = await report();
    expect(totals).toEqual({ clicks: 6, views: 5, reviews: 1, signups: 1 });
    expect(perProvider).toEqual([
      { providerId: "an-a", brand: "Alpha Analytics", clicks: 3, views: 4, conversion: 0.75 },
      // The banner and the site-wide offer name no provider.
      { providerId: null, brand: null, clicks: 2, views: 0, conversion: null },
      { providerId: "an-b", brand: "Beta Analytics", clicks: 1, views: 1, conversion: 1 },
    ]);
  });

  it("counts click-outs per placement and per site language", async () => {
    const { placements, locales } = await report();
    expect(placements).toEqual([
      { placement: "bonus_card", clicks: 2 },
      { placement: "provider_card", clicks: 2 },
      { placement: "compare", clicks: 1 },
      { placement: "hero", clicks: 1 },
    ]);
    expect(locales).toEqual([
      { locale: "el", clicks: 2 },
      { locale: "en", clicks: 2 },
      { locale: "he", clicks: 1 },
      { locale: "ru", clicks: 1 },
    ]);
  });

  it("counts per Cyprus day: 22:30 UTC is the next day, and the range's edges are Cyprus midnights", async () => {
    expect(nicosiaDate(at(AFTER_CYPRUS_MIDNIGHT))).toBe("2025-01-11");
    const { daily } = await report();
    expect(daily).toEqual([
      { day: "2025-01-10", clicks: 2, views: 2, reviews: 0, signups: 0 },
      { day: "2025-01-11", clicks: 2, views: 1, reviews: 1, signups: 1 },
      { day: "2025-01-12", clicks: 2, views: 2, reviews: 0, signups: 0 },
    ]);
    const oneDay = await report("from=2025-01-11&to=2025-01-11");
    expect(oneDay.totals).toEqual({ clicks: 2, views: 1, reviews: 1, signups: 1 });
    expect(oneDay.providers.map((p) => [p.providerId, p.clicks])).toEqual([
      ["an-a", 1],
      ["an-b", 1],
    ]);
    // The edges: 23:59 on the 9th and 00:00 on the 13th, Cyprus time.
    expect((await report("from=2025-01-09&to=2025-01-13")).totals.clicks).toBe(8);
  });

  it("answers 400 with a message for missing or bad dates, a reversed range and one over 366 days", async () => {
    const refused = async (query: string, message: RegExp) => {
      const response = await analytics(query);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { message: string }).message).toMatch(message);
    };
    await refused("to=2025-01-12", /^from: Must be a date \(YYYY-MM-DD\)$/);
    await refused("from=2025-02-30&to=2025-03-01", /^from: Must be a date/);
    await refused("from=yesterday&to=2025-01-12", /^from: Must be a date/);
    await refused("from=0000-01-01&to=0000-01-02", /^from: Must be a date/);
    await refused("from=2025-01-12&to=2025-01-10", /^to: End date must not be before the start date$/);
    await refused("from=2024-01-01&to=2025-01-01", /^from: A range can cover at most 366 days$/);
    // 2024 is a leap year: all of it is 366 days.
    expect((await analytics("from=2024-01-01&to=2024-12-31")).status).toBe(200);
  });

  it("is open to analysts and closed to editors", async () => {
    const analyst = await signIn("analytics-analyst@example.com");
    await setUser(analyst.userId, { role: "analyst", roleAssignedAt: new Date() });
    expect((await analytics("from=2025-01-10&to=2025-01-12", analyst.cookie)).status).toBe(200);
    const editor = await signIn("analytics-editor@example.com");
    await setUser(editor.userId, { role: "editor", roleAssignedAt: new Date() });
    expect((await analytics("from=2025-01-10&to=2025-01-12", editor.cookie)).status).toBe(403);
  });
});

const BROWSER =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

const viewsOf = (providerId: string) =>
  db()
    .select()
    .from(trackingEvents)
    .where(and(eq(trackingEvents.type, "provider_view"), eq(trackingEvents.targetId, providerId)))
    .orderBy(trackingEvents.createdAt);

describe("provider page views", () => {
  it("a visitor's render of a provider page records one provider_view in the page's language", async () => {
    const before = (await viewsOf("p-active")).length;
    const response = await call("/el/providers/zeta", { headers: { "user-agent": BROWSER } });
    expect(response.status).toBe(200);
    await response.text();
    const views = await viewsOf("p-active");
    expect(views).toHaveLength(before + 1);
    expect(views.at(-1)).toMatchObject({
      targetId: "p-active",
      placement: null,
      payloadJson: { targetId: "p-active" },
      userLocale: "el",
      sessionId: null,
    });
  });

  it("uses an existing consented anonymous id and never sets one", async () => {
    const anonId = "b".repeat(43);
    const response = await call("/en/providers/alpha", {
      headers: { "user-agent": BROWSER, cookie: `consent=accepted; anon_id=${anonId}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie().some((c) => c.startsWith("anon_id="))).toBe(false);
    expect((await viewsOf("p-low")).at(-1)).toMatchObject({ sessionId: anonId, userLocale: "en" });

    const fresh = await call("/en/providers/alpha", {
      headers: { "user-agent": BROWSER, cookie: "consent=accepted" },
    });
    expect(fresh.headers.getSetCookie().some((c) => c.startsWith("anon_id="))).toBe(false);
    expect((await viewsOf("p-low")).at(-1)).toMatchObject({ sessionId: null });
  });

  it("counts no view for a prefetch or prerender (Sec-Purpose, or the older Purpose), one for the same request without it", async () => {
    const before = (await viewsOf("p-active")).length;
    for (const speculation of <Record<string, string>[]>[
      { "sec-purpose": "prefetch" },
      { "sec-purpose": "prefetch;prerender" },
      { purpose: "prefetch" },
    ]) {
      const response = await call("/en/providers/zeta", {
        headers: { "user-agent": BROWSER, ...speculation },
      });
      expect(response.status).toBe(200);
      await response.text();
    }
    expect(await viewsOf("p-active")).toHaveLength(before);
    await (await call("/en/providers/zeta", { headers: { "user-agent": BROWSER } })).text();
    expect(await viewsOf("p-active")).toHaveLength(before + 1);
  });

  it("records nothing for a crawler, a redirect, a 404 or a HEAD request", async () => {
    const before = (await viewsOf("p-active")).length;
    expect((await call("/en/providers/zeta", { headers: { "user-agent": GOOGLEBOT } })).status).toBe(200);
    expect((await call("/en/providers/zeta", {})).status).toBe(200);
    const redirect = await call("/en/providers/p-active", {
      headers: { "user-agent": BROWSER },
      redirect: "manual",
    });
    expect(redirect.status).toBe(301);
    expect((await call("/en/providers/gone", { headers: { "user-agent": BROWSER } })).status).toBe(404);
    await call("/en/providers/zeta", { method: "HEAD", headers: { "user-agent": BROWSER } });
    expect(await viewsOf("p-active")).toHaveLength(before);
  });

  it("counts the page shown again after its cookie choice (a form post without JavaScript) no second time", async () => {
    const before = (await viewsOf("p-active")).length;
    await (await call("/en/providers/zeta", { headers: { "user-agent": BROWSER } })).text();
    const page = `${ORIGIN}/en/providers/zeta`;
    const answer = await call("/api/consent", {
      method: "POST",
      headers: {
        "user-agent": BROWSER,
        "content-type": "application/x-www-form-urlencoded",
        origin: ORIGIN,
        referer: page,
        "sec-fetch-site": "same-origin",
      },
      body: "choice=accepted&returnTo=%2Fen%2Fproviders%2Fzeta",
      redirect: "manual",
    });
    expect(answer.headers.get("location")).toBe("/en/providers/zeta");
    // The browser follows the 303 with the page it posted from as the referrer.
    const again = await call("/en/providers/zeta", {
      headers: {
        "user-agent": BROWSER,
        cookie: "consent=accepted",
        referer: page,
        "sec-fetch-site": "same-origin",
      },
    });
    expect(again.status).toBe(200);
    await again.text();
    expect(await viewsOf("p-active")).toHaveLength(before + 1);
    // Arriving from another page of the site is a view.
    const fromList = await call("/en/providers/zeta", {
      headers: { "user-agent": BROWSER, referer: `${ORIGIN}/en/providers`, "sec-fetch-site": "same-origin" },
    });
    await fromList.text();
    expect(await viewsOf("p-active")).toHaveLength(before + 2);
  });

  it("shows in the analytics of today", async () => {
    await call("/en/providers/zeta", { headers: { "user-agent": BROWSER } });
    const today = nicosiaDate(new Date());
    const { providers: perProvider } = await report(`from=${today}&to=${today}`);
    expect(perProvider.find((p) => p.providerId === "p-active")?.views).toBeGreaterThanOrEqual(2);
  });
});
