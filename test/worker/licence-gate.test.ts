import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { ProviderCardData, ProviderDetail } from "#schema/api/providers";
import type { PublicPromotion } from "#schema/api/promotions";
import { blockedDomains } from "#schema/licence-register";
import { promotions, promotionsI18n } from "#schema/promotions";
import { providers, providersI18n } from "#schema/providers";
import { trackingEvents, uiStrings } from "#schema/content";
import { PROVIDER_STRINGS } from "#seed/ui-strings/provider";
import { recomputeScores } from "#worker/services/provider-scores";
import { call, db, jsonWrite, setUser, signIn } from "./support/client";

/*
 * Only a provider whose licence is in force and confirmed by the regulator's latest imported
 * register is shown as licensed, scored and linked to; a blocked illegal site is never linked to.
 */

const provider = (id: string, values: Partial<typeof providers.$inferInsert>) =>
  db()
    .insert(providers)
    .values({
      id,
      brand: `Brand ${id}`,
      domain: `${id}.example`,
      licenseId: `L-${id}`,
      licenseStatus: "licensed",
      licenseVerifiedOn: "2026-11-20",
      affiliateUrl: `https://partner.example/${id}`,
      bonusLink: `https://partner.example/${id}/bonus`,
      ...values,
    });

let admin: { cookie: string; userId: string };

beforeAll(async () => {
  const d = db();
  await d.batch([
    provider("gate-ok", {
      registerCheck: "confirmed",
      licenseClass: "A",
      licensedDomains: ["ok-bets.com.cy"],
    }),
    provider("gate-missing", { registerCheck: "missing" }),
    provider("gate-unchecked", { registerCheck: null }),
    provider("gate-blocked", {
      registerCheck: "confirmed",
      affiliateUrl: "https://www.promo.blocked-bets.test/join",
    }),
    d.insert(providersI18n).values([
      { providerId: "gate-ok", locale: "en", slug: "gate-ok" },
      { providerId: "gate-missing", locale: "en", slug: "gate-missing" },
      { providerId: "gate-missing", locale: "he", slug: "gate-missing" },
    ]),
    d.insert(promotions).values([
      { id: "gate-ok-offer", providerId: "gate-ok", bonusType: "welcome" },
      { id: "gate-missing-offer", providerId: "gate-missing", bonusType: "welcome" },
    ]),
    d.insert(promotionsI18n).values([
      {
        promotionId: "gate-ok-offer",
        locale: "en",
        title: "Confirmed offer",
        url: "https://partner.example/ok",
      },
      {
        promotionId: "gate-missing-offer",
        locale: "en",
        title: "Unconfirmed offer",
        url: "https://partner.example/missing",
      },
    ]),
    d.insert(blockedDomains).values({ domain: "blocked-bets.test" }),
  ]);
  await recomputeScores(d, "all", new Date());
  // D1 takes at most 100 bound values a statement: a row each, in one batch.
  const [first, ...rest] = Object.entries(PROVIDER_STRINGS).map(([key, texts]) =>
    d
      .insert(uiStrings)
      .values({ key, ...texts })
      .onConflictDoNothing(),
  );
  await d.batch([first!, ...rest]);
  admin = await signIn("licence-gate-admin@example.com");
  await setUser(admin.userId, { role: "admin" });
});

const detail = async (id: string) =>
  (await (await call(`/api/providers/${id}?locale=en`)).json()) as ProviderDetail;

const clicksOn = (targetId: string) =>
  db().select().from(trackingEvents).where(eq(trackingEvents.targetId, targetId));

describe("a provider the register does not confirm", () => {
  it("has no score, no visit address and no offers in the API", async () => {
    for (const id of ["gate-missing", "gate-unchecked"]) {
      const body = await detail(id);
      expect(body).toMatchObject({ score: null, affiliateUrl: null, bonusLink: null });
    }
    expect(await detail("gate-ok")).toMatchObject({
      affiliateUrl: "https://partner.example/gate-ok",
      score: expect.any(Number),
    });
    const cards = (await (await call("/api/provider-cards?locale=en")).json()) as ProviderCardData[];
    const card = (id: string) => cards.find((c) => c.id === id);
    expect(card("gate-missing")).toMatchObject({ affiliateUrl: null, registerCheck: "missing" });
    expect(card("gate-ok")).toMatchObject({ registerCheck: "confirmed" });
    const offers = (await (await call("/api/promotions?locale=en")).json()) as PublicPromotion[];
    expect(offers.map((offer) => offer.id)).toContain("gate-ok-offer");
    expect(offers.map((offer) => offer.id)).not.toContain("gate-missing-offer");
  });

  it("shows its page without the Licensed badge or a visit link, saying what the register says", async () => {
    const missing = await (await call("/en/providers/gate-missing")).text();
    expect(missing).toContain('data-licence-status="unconfirmed"');
    expect(missing).toContain("Licence not confirmed");
    expect(missing).toContain("Not found in the National Betting Authority’s register of");
    expect(missing).not.toContain("/go/gate-missing");
    // Not even its description claims a licence the register does not confirm.
    expect(missing).toContain(
      '<meta name="description" content="Brand gate-missing: betting company profile, player reviews',
    );
    expect(missing).not.toContain("licensed in Cyprus");
    const unchecked = await (await call("/en/providers/gate-unchecked")).text();
    expect(unchecked).toContain("Not yet checked against the National Betting Authority’s register.");
    expect(unchecked).not.toContain("/go/gate-unchecked");

    const confirmed = await (await call("/en/providers/gate-ok")).text();
    expect(confirmed).not.toContain('data-licence-status="unconfirmed"');
    expect(confirmed).toContain("Checked against the National Betting Authority’s register on");
    expect(confirmed).toContain("ok-bets.com.cy");
    expect(confirmed).toContain("/go/gate-ok");
    expect(confirmed).toContain("Brand gate-ok, a betting company licensed in Cyprus");
  });

  it("answers its visit and claim links with a page in the visitor's language, not a redirect", async () => {
    for (const path of ["/go/gate-missing?locale=he", "/go/promotion/gate-missing-offer?locale=he"]) {
      const response = await call(path, { redirect: "manual" });
      expect(response.status, path).toBe(451);
      expect(response.headers.get("location")).toBeNull();
      expect(response.headers.get("cache-control")).toContain("no-store");
      const page = await response.text();
      expect(page).toContain('<html lang="he" dir="rtl">');
      expect(page).toContain("לא הצלחנו לאמת את הרישיון");
    }
    expect(await clicksOn("gate-missing")).toHaveLength(0);
    const unchecked = await call("/go/gate-unchecked?locale=en", { redirect: "manual" });
    expect(unchecked.status).toBe(451);

    const allowed = await call("/go/gate-ok?locale=en", { redirect: "manual" });
    expect(allowed.status).toBe(302);
    expect(allowed.headers.get("location")).toBe("https://partner.example/gate-ok");
  });
});

describe("the regulator's block list", () => {
  it("stops a click-out to a listed domain or its subdomains", async () => {
    const response = await call("/go/gate-blocked?locale=en", { redirect: "manual" });
    expect(response.status).toBe(451);
    expect(await response.text()).toContain("list of blocked illegal sites");
    expect(await clicksOn("gate-blocked")).toHaveLength(0);
  });

  it.each([
    [
      "a provider's affiliate address",
      "/api/admin/providers",
      {
        brand: "Blocked Bet",
        domain: "blocked.example",
        licenseId: "L-B",
        affiliateUrl: "https://blocked-bets.test/x",
      },
      "affiliateUrl",
    ],
    [
      "a promotion's claim address",
      "/api/admin/promotions",
      {
        providerId: "gate-ok",
        bonusType: "welcome",
        priority: 0,
        active: true,
        translations: { en: { title: "Offer", url: "https://go.blocked-bets.test/claim" } },
      },
      "translations.en.url",
    ],
    [
      "a banner's call-to-action address",
      "/api/admin/banners",
      {
        name: "Blocked banner",
        placement: "hero",
        rule: { pages: ["home"] },
        frequencyCap: 0,
        active: true,
        translations: { en: { content: "Bet", ctaText: "Go", ctaUrl: "https://WWW.Blocked-Bets.test/" } },
      },
      "translations.en.ctaUrl",
    ],
  ])("refuses %s on a listed domain, naming the field", async (_, path, body, field) => {
    const response = await call(path, jsonWrite("POST", body, admin.cookie));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      messageKey: "admin.error.blocked_domain",
      params: { domain: "blocked-bets.test" },
      field,
    });
  });

  it("lets a save through whose addresses merely resemble a listed domain", async () => {
    const response = await call(
      "/api/admin/providers",
      jsonWrite(
        "POST",
        {
          brand: "Lookalike Bet",
          domain: "lookalike.example",
          licenseId: "L-L",
          affiliateUrl: "https://notblocked-bets.test/x",
        },
        admin.cookie,
      ),
    );
    expect(response.status, await response.clone().text()).toBe(201);
  });
});
