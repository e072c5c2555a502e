import { eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { trackingEvents } from "#schema/content";
import { promotions, promotionsI18n } from "#schema/promotions";
import { providers } from "#schema/providers";
import { CONFIRMED_LICENCE } from "../support/catalog-fixtures";
import { call, db, ORIGIN, PRODUCTION } from "./support/client";

const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  const d = db();
  const provider = (id: string, values: Partial<typeof providers.$inferInsert>) =>
    d.insert(providers).values({
      id,
      brand: id,
      domain: `${id}.example`,
      licenseId: `L-${id}`,
      ...CONFIRMED_LICENCE,
      ...values,
    });
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

  it("stores the target and the placement in their own columns, which analytics counts on", async () => {
    await call("/go/go-live?placement=compare&locale=en", { redirect: "manual" });
    await call("/go/promotion/go-promo?placement=bonus_card&locale=en", { redirect: "manual" });
    const stored = await db()
      .select({
        type: trackingEvents.type,
        targetId: trackingEvents.targetId,
        placement: trackingEvents.placement,
      })
      .from(trackingEvents)
      .where(inArray(trackingEvents.placement, ["compare", "bonus_card"]));
    expect(stored).toEqual(
      expect.arrayContaining([
        { type: "provider_click", targetId: "go-live", placement: "compare" },
        { type: "promotion_click", targetId: "go-promo", placement: "bonus_card" },
      ]),
    );
    await db()
      .delete(trackingEvents)
      .where(inArray(trackingEvents.placement, ["compare", "bonus_card"]));
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

describe("the anonymous click id (only with cookie consent)", () => {
  const anonCookieOf = (response: Response) =>
    response.headers.getSetCookie().find((cookie) => cookie.startsWith("anon_id="));
  const clickWith = (cookie: string | null) =>
    call("/go/go-live?placement=consent_test", {
      headers: cookie === null ? {} : { cookie },
      redirect: "manual",
    });
  const consentEvents = () =>
    eventsFor("go-live").then((rows) => rows.filter((row) => row.payloadJson?.placement === "consent_test"));

  it("without a choice: no cookie, no id, the click still counted", async () => {
    const before = (await consentEvents()).length;
    const response = await clickWith(null);
    expect(response.status).toBe(302);
    expect(anonCookieOf(response)).toBeUndefined();
    const events = await consentEvents();
    expect(events).toHaveLength(before + 1);
    expect(events.at(-1)?.sessionId).toBeNull();
  });

  it("after Reject: no cookie and no id, and an id cookie left from before is cleared", async () => {
    const fresh = await clickWith("consent=rejected");
    expect(anonCookieOf(fresh)).toBeUndefined();
    expect((await consentEvents()).at(-1)?.sessionId).toBeNull();

    const leftover = await clickWith(`consent=rejected; anon_id=${"a".repeat(43)}`);
    const cleared = anonCookieOf(leftover);
    expect(cleared).toMatch(/^anon_id=;/);
    expect(cleared).toMatch(/Max-Age=0/i);
    expect((await consentEvents()).at(-1)?.sessionId).toBeNull();
  });

  it("after Accept: sets a random id cookie, records it, and reuses it on the next click", async () => {
    const first = await clickWith("consent=accepted");
    const cookie = anonCookieOf(first);
    expect(cookie).toBeDefined();
    const id = cookie!.split(";")[0]!.slice("anon_id=".length);
    expect(id).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Max-Age=33696000/);
    expect((await consentEvents()).at(-1)?.sessionId).toBe(id);

    const second = await clickWith(`consent=accepted; anon_id=${id}`);
    // The lifetime is not extended: the cookie is set once.
    expect(anonCookieOf(second)).toBeUndefined();
    const events = await consentEvents();
    expect(events.slice(-2).map((event) => event.sessionId)).toEqual([id, id]);

    const other = anonCookieOf(await clickWith("consent=accepted"));
    expect(other?.split(";")[0]).not.toBe(`anon_id=${id}`);
  });

  it("replaces an id it did not issue rather than storing it", async () => {
    const response = await clickWith("consent=accepted; anon_id=alice%40example.com");
    const id = anonCookieOf(response)?.split(";")[0]?.slice("anon_id=".length);
    expect(id).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await consentEvents()).at(-1)?.sessionId).toBe(id);
  });

  it("marks the id cookie Secure on a deployment", async () => {
    const response = await call(
      "https://site.example/go/go-live",
      { headers: { cookie: "consent=accepted" }, redirect: "manual" },
      PRODUCTION,
    );
    expect(anonCookieOf(response)).toMatch(/;\s*Secure/i);
  });

  it("sets no id cookie when the target does not exist", async () => {
    const response = await call("/go/no-such-provider", {
      headers: { cookie: "consent=accepted" },
      redirect: "manual",
    });
    expect(response.status).toBe(404);
    expect(anonCookieOf(response)).toBeUndefined();
  });
});
