import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { trackingEvents } from "#schema/content";
import { promotions, promotionsI18n } from "#schema/promotions";
import { providers } from "#schema/providers";
import { call, db, ORIGIN } from "./support/client";

const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  const d = db();
  const provider = (id: string, values: Partial<typeof providers.$inferInsert>) =>
    d.insert(providers).values({ id, brand: id, domain: `${id}.example`, licenseId: `L-${id}`, ...values });
  await d.batch([
    provider("go-live", { affiliateUrl: "https://partner.example/aff?id=7" }),
    provider("go-off", { affiliateUrl: "https://partner.example/off", active: false }),
    provider("go-none", {}),
    provider("go-script", { affiliateUrl: "javascript:alert(1)" }),
    d.insert(promotions).values([
      { id: "go-promo", providerId: "go-live", bonusType: "welcome" },
      { id: "go-expired", providerId: "go-live", bonusType: "cashback", endAt: new Date(Date.now() - DAY) },
      { id: "go-future", providerId: "go-live", bonusType: "free_bet", startAt: new Date(Date.now() + DAY) },
    ]),
    d.insert(promotionsI18n).values([
      { promotionId: "go-promo", locale: "en", title: "Welcome", url: "https://partner.example/claim-en" },
      {
        promotionId: "go-promo",
        locale: "he",
        title: "ברוכים הבאים",
        url: "https://partner.example/claim-he",
      },
      { promotionId: "go-expired", locale: "en", title: "Old", url: "https://partner.example/old" },
      { promotionId: "go-future", locale: "en", title: "Soon", url: "https://partner.example/soon" },
    ]),
  ]);
});

const eventsFor = (targetId: string) =>
  db()
    .select()
    .from(trackingEvents)
    .then((rows) => rows.filter((row) => row.payloadJson?.targetId === targetId));

describe("a provider click-out", () => {
  it("records one event and sends the browser to the affiliate address", async () => {
    const response = await call(
      "/go/go-live?placement=provider_card&utm_source=news&utm_medium=mail&locale=el",
      {
        headers: { referer: `${ORIGIN}/el/providers?q=zeta` },
        redirect: "manual",
      },
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("https://partner.example/aff?id=7");
    expect(response.headers.get("cache-control")).toContain("no-store");
    const events = await eventsFor("go-live");
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      type: "provider_click",
      payloadJson: { targetId: "go-live", placement: "provider_card" },
      userLocale: "el",
      referrer: "/el/providers",
      utm: { utm_source: "news", utm_medium: "mail" },
      sessionId: null,
    });
  });

  it("stores no other site's address and drops placements that are not plain names", async () => {
    await call("/go/go-live?placement=%3Cscript%3E", {
      headers: { referer: "https://elsewhere.example/private?email=a@b.c" },
      redirect: "manual",
    });
    const events = await eventsFor("go-live");
    expect(events.at(-1)).toMatchObject({ referrer: null, payloadJson: { placement: null } });
  });

  it.each(["go-off", "go-none", "go-script", "no-such-provider"])(
    "%s is the 404 screen and records nothing",
    async (id) => {
      const response = await call(`/go/${id}`, { headers: { cookie: "locale=en" }, redirect: "manual" });
      expect(response.status).toBe(404);
      expect(response.headers.get("content-type")).toContain("text/html");
      expect(await eventsFor(id)).toEqual([]);
    },
  );
});

describe("a promotion click-out", () => {
  it("goes to the claim address in the visitor's language, else English", async () => {
    const inHebrew = await call("/go/promotion/go-promo?locale=he", { redirect: "manual" });
    expect(inHebrew.headers.get("location")).toBe("https://partner.example/claim-he");
    const inFrench = await call("/go/promotion/go-promo?locale=fr", { redirect: "manual" });
    expect(inFrench.headers.get("location")).toBe("https://partner.example/claim-en");
    const events = await eventsFor("go-promo");
    expect(events.map((event) => [event.type, event.userLocale])).toEqual([
      ["promotion_click", "he"],
      ["promotion_click", "fr"],
    ]);
  });

  it.each(["go-expired", "go-future", "no-such-promotion"])("%s is the 404 screen", async (id) => {
    const response = await call(`/go/promotion/${id}`, { redirect: "manual" });
    expect(response.status).toBe(404);
    expect(
      await db().select().from(trackingEvents).where(eq(trackingEvents.type, "promotion_click")),
    ).not.toEqual(
      expect.arrayContaining([expect.objectContaining({ payloadJson: { targetId: id, placement: null } })]),
    );
  });
});

describe("affiliate links on the pages", () => {
  it("go through /go with their placement and language, marked sponsored", async () => {
    const html = await (await call("/en/providers", { headers: { cookie: "locale=en" } })).text();
    expect(html).toContain('href="/go/go-live?placement=provider_card&amp;locale=en"');
    expect(html).toMatch(/<a[^>]*href="\/go\/go-live[^"]*"[^>]*rel="sponsored noopener"/);
    expect(html).not.toContain(`href="https://partner.example`);
  });
});
