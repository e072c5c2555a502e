import { env, exports } from "cloudflare:workers";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { z } from "zod/mini";
import {
  adminProviderSchema,
  providerTranslationSchema,
  savedProviderSchema,
  type AdminProvider,
  type ProviderTranslation,
  type SavedProvider,
} from "#schema/api/admin-providers";
import type { ProviderDetail } from "#schema/api/providers";
import { auditLog } from "#schema/audit";
import { promotions, promotionsI18n } from "#schema/promotions";
import { providers, providersI18n } from "#schema/providers";
import { externalRatings, reviews } from "#schema/reviews";
import { call, db, jsonWrite, ORIGIN, setUser, signIn } from "./support/client";

let admin: { cookie: string; userId: string };
let translator: { cookie: string; userId: string };

beforeAll(async () => {
  admin = await signIn("providers-admin@example.com");
  await setUser(admin.userId, { role: "admin" });
  translator = await signIn("providers-translator@example.com");
  await setUser(translator.userId, { role: "translator", roleAssignedAt: new Date() });
});

const base = (brand: string) => ({
  brand,
  domain: `${brand.toLowerCase().replace(/\W+/g, "")}.example`,
  licenseId: "NBA-1",
});

const create = (body: unknown, cookie = admin.cookie) =>
  call("/api/admin/providers", jsonWrite("POST", body, cookie));
const update = (id: string, body: unknown, cookie = admin.cookie) =>
  call(`/api/admin/providers/${id}`, jsonWrite("PATCH", body, cookie));

async function created(body: unknown) {
  const response = await create(body);
  expect(response.status, await response.clone().text()).toBe(201);
  // The answer is exactly the contract's shape (strict: no column more or less).
  return savedProviderSchema.parse(await response.json()) as SavedProvider;
}

const rowsByBrand = (brand: string) => db().select().from(providers).where(eq(providers.brand, brand));
const translationsOf = (providerId: string) =>
  db().select().from(providersI18n).where(eq(providersI18n.providerId, providerId));
const auditOf = (providerId: string) =>
  db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, "provider"), eq(auditLog.entityId, providerId)))
    .orderBy(auditLog.createdAt);

const publicProvider = async (key: string, locale: string) => {
  const response = await call(`/api/providers/${key}?locale=${locale}`);
  return { status: response.status, body: (await response.json()) as ProviderDetail };
};

describe("POST /api/admin/providers", () => {
  it("creates the provider with its texts in one go, reading the form's text as schema/provider-input.ts does", async () => {
    const saved = await created({
      ...base("Sunrise  Bet"),
      payments: " Visa, ,Revolut ,, apple pay , Bank Transfer, Kaspi Wallet, VISA ",
      licenseStatus: " Suspended ",
      minDeposit: "10",
      minWithdraw: "",
      maxWithdrawal: 5000,
      responseTimeHours: "",
      priority: "7",
      supportEmail: "",
      foundationDate: "2012-03-04",
      liveChat: true,
      featured: true,
      translations: {
        en: { slug: "", overview: "English words", faq: [{ question: " Is it fast? ", answer: " Yes. " }] },
        el: { slug: "sunrise-el", overview: "Ελληνικά", faq: [] },
        ru: { slug: "  ", overview: "Not saved: no slug" },
      },
    });
    expect(saved).toMatchObject({
      brand: "Sunrise  Bet",
      // Known methods by key, from their English names in any case, once each; another method as written.
      payments: ["visa", "revolut", "apple_pay", "bank_transfer", "Kaspi Wallet"],
      licenseStatus: "suspended",
      minDeposit: 10,
      minWithdraw: null,
      maxWithdrawal: 5000,
      responseTimeHours: null,
      priority: 7,
      supportEmail: null,
      foundationDate: "2012-03-04",
      liveChat: true,
      featured: true,
      active: true,
    });
    // English slug from the brand: lower case, a run of whitespace one hyphen; Russian had no slug.
    expect(saved.translations.map((t) => [t.locale, t.slug])).toEqual([
      ["el", "sunrise-el"],
      ["en", "sunrise-bet"],
    ]);
    expect(saved.translations.find((t) => t.locale === "en")?.faq).toEqual([
      { question: "Is it fast?", answer: "Yes." },
    ]);
    expect(saved.translations.find((t) => t.locale === "el")?.faq).toBeNull();
    expect(await translationsOf(saved.id)).toHaveLength(2);
  });

  it("writes an audit row naming the admin and the new values", async () => {
    const saved = await created({ ...base("Audited Bet"), minDeposit: "20", translations: {} });
    const rows = await auditOf(saved.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ actorUserId: admin.userId, action: "provider.create" });
    expect(rows[0]?.detailsJson).toMatchObject({
      brand: "Audited Bet",
      minDeposit: "20",
      "en.slug": "audited-bet",
    });
    // A new row lists what was given, not every empty field.
    expect(rows[0]?.detailsJson).not.toHaveProperty("logoUrl");
  });

  it.each([
    [{ ...base("X"), brand: "  " }, "brand", "Brand is required"],
    [{ ...base("X"), domain: "" }, "domain", "Domain is required"],
    [{ ...base("X"), licenseId: "" }, "licenseId", "License ID is required"],
    [{ ...base("X"), minDeposit: "12.5" }, "minDeposit", "Must be a whole number of 0 or more"],
    [{ ...base("X"), maxWithdrawal: "-3" }, "maxWithdrawal", "Must be a whole number of 0 or more"],
    [{ ...base("X"), priority: "high" }, "priority", "Priority must be a whole number"],
    [{ ...base("X"), supportEmail: "not-an-address" }, "supportEmail", "Must be a valid e-mail address"],
    [{ ...base("X"), bonusLink: "javascript:alert(1)" }, "bonusLink", "Must be a valid URL"],
    [{ ...base("X"), foundationDate: "2012-13-40" }, "foundationDate", "Must be a date (YYYY-MM-DD)"],
    [
      { ...base("X"), licenseStatus: "Active until 2027" },
      "licenseStatus",
      "Licence status must be one of licensed, suspended, revoked, expired, pending (or empty)",
    ],
    [
      { ...base("X"), translations: { el: { slug: "a b" } } },
      "translations.el.slug",
      "Slug cannot contain spaces, slashes, '?' or '#'",
    ],
    [
      { ...base("X"), translations: { en: { slug: "x", faq: [{ question: "Q", answer: "  " }] } } },
      "translations.en.faq.0.answer",
      "Answer is required",
    ],
  ])("refuses bad input with 400 and the field's reason (%#)", async (body, field, reason) => {
    const response = await create(body);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toContain(`${field}: ${reason}`);
    expect(await rowsByBrand("X")).toEqual([]);
  });

  it("answers 409 naming the field when another provider has the slug in that language, and saves nothing", async () => {
    await created({ ...base("First Owner"), translations: { el: { slug: "shared-slug" } } });
    // The same slug in another language is fine: slugs are unique per language.
    await created({ ...base("Other Language"), translations: { fr: { slug: "shared-slug" } } });
    const response = await create({ ...base("Second Owner"), translations: { el: { slug: "shared-slug" } } });
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({
      messageKey: "admin.error.slug_taken",
      params: { slug: "shared-slug", locale: "el" },
      field: "translations.el.slug",
    });
    expect(await rowsByBrand("Second Owner")).toEqual([]);
  });

  it("two simultaneous saves of one slug: one is created, the other is a 409 naming the field", async () => {
    const [a, b] = await Promise.all([
      create({ ...base("Race A"), translations: { uk: { slug: "race-slug" } } }),
      create({ ...base("Race B"), translations: { uk: { slug: "race-slug" } } }),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    const loser = a.status === 409 ? a : b;
    expect(await loser.json()).toMatchObject({ field: "translations.uk.slug" });
  });

  it("is atomic: when a translation's insert fails in the database, no provider row is left", async () => {
    // A failure the checks before the write cannot see: the database itself refuses one text.
    const auditRowsBefore = (await db().select().from(auditLog)).length;
    await env.DB.exec(
      "CREATE TRIGGER refuse_text BEFORE INSERT ON providers_i18n WHEN NEW.slug = 'refused-slug' BEGIN SELECT RAISE(ABORT, 'refused by test trigger'); END",
    );
    try {
      const response = await create({
        ...base("Half Saved"),
        translations: { en: { slug: "half-saved" }, el: { slug: "refused-slug" } },
      });
      expect(response.status).toBe(500);
    } finally {
      await env.DB.exec("DROP TRIGGER refuse_text");
    }
    expect(await rowsByBrand("Half Saved")).toEqual([]);
    expect(await db().select().from(providersI18n).where(eq(providersI18n.slug, "half-saved"))).toEqual([]);
    expect(await db().select().from(auditLog)).toHaveLength(auditRowsBefore);
  });

  it("is refused to a translator (403) and to a signed-out visitor (401)", async () => {
    expect((await create(base("Translator Bet"), translator.cookie)).status).toBe(403);
    expect((await call("/api/admin/providers", jsonWrite("POST", base("Anon Bet")))).status).toBe(401);
    expect(await rowsByBrand("Translator Bet")).toEqual([]);
  });
});

describe("GET /api/admin/providers", () => {
  it("lists every provider, inactive ones too, with its English slug; translators may read it", async () => {
    const hidden = await created({ ...base("Hidden Bet"), active: false });
    for (const cookie of [admin.cookie, translator.cookie]) {
      const response = await call("/api/admin/providers", { headers: { cookie } });
      expect(response.status).toBe(200);
      const list: AdminProvider[] = z.array(adminProviderSchema).parse(await response.json());
      expect(list.find((p) => p.id === hidden.id)).toMatchObject({
        name: "Hidden Bet",
        active: false,
        slug: "hidden-bet",
      });
    }
  });
});

describe("PATCH /api/admin/providers/{id}", () => {
  it("keeps the stored texts when the body has no translations", async () => {
    const saved = await created({
      ...base("Keep Texts"),
      translations: { en: { slug: "keep-texts", overview: "Kept words" }, el: { slug: "keep-texts-el" } },
    });
    const response = await update(saved.id, { ...base("Keep Texts"), minDeposit: "15" });
    expect(response.status, await response.clone().text()).toBe(200);
    expect(((await response.json()) as SavedProvider).minDeposit).toBe(15);
    const texts = await translationsOf(saved.id);
    expect(texts.map((t) => [t.locale, t.slug, t.overview]).sort()).toEqual([
      ["el", "keep-texts-el", null],
      ["en", "keep-texts", "Kept words"],
    ]);
    expect((await auditOf(saved.id)).at(-1)?.detailsJson).toEqual({ minDeposit: "∅ → 15" });
  });

  it("replaces the fields and texts in one batch, audits the change, and the public side shows it at once", async () => {
    const saved = await created({
      ...base("Edit Me"),
      minDeposit: "10",
      translations: { en: { slug: "edit-me", overview: "Old words" }, el: { slug: "edit-me-el" } },
    });
    const response = await update(saved.id, {
      ...base("Edit Me"),
      minDeposit: "25",
      payments: "",
      translations: {
        en: { slug: "edit-me", overview: "New words", faq: [{ question: "New?", answer: "Yes" }] },
        fr: { slug: "edit-me-fr", overview: "Mots" },
      },
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as SavedProvider;
    expect(body).toMatchObject({ minDeposit: 25, payments: null });
    // Greek was left out: it has no texts any more.
    expect(body.translations.map((t) => t.locale)).toEqual(["en", "fr"]);

    const english = await publicProvider("edit-me", "en");
    expect(english.status).toBe(200);
    expect(english.body).toMatchObject({
      minDeposit: 25,
      overview: "New words",
      faq: [{ question: "New?", answer: "Yes" }],
    });
    expect((await publicProvider("edit-me-fr", "fr")).body.overview).toBe("Mots");
    const html = await (
      await exports.default.fetch(new Request("https://site.test/en/providers/edit-me"))
    ).text();
    expect(html).toContain("New words");

    const [, edit] = await auditOf(saved.id);
    expect(edit).toMatchObject({ action: "provider.update", actorUserId: admin.userId });
    expect(edit?.detailsJson).toMatchObject({
      minDeposit: "10 → 25",
      "en.overview": "Old words → New words",
      "el.slug": "∅",
      "fr.slug": "∅ → edit-me-fr",
    });
  });

  it("leaves everything as it was when the new slug is taken (409)", async () => {
    await created({ ...base("Slug Holder"), translations: { en: { slug: "held-slug" } } });
    const saved = await created({ ...base("Slug Wanter"), minDeposit: "5" });
    const response = await update(saved.id, {
      ...base("Slug Wanter"),
      minDeposit: "99",
      translations: { en: { slug: "held-slug" } },
    });
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ field: "translations.en.slug" });
    expect((await rowsByBrand("Slug Wanter"))[0]?.minDeposit).toBe(5);
    expect((await translationsOf(saved.id)).map((t) => t.slug)).toEqual(["slug-wanter"]);
  });

  it("writes nothing for an unchanged save, but does save a change deep inside a long text", async () => {
    const long = "A long overview. ".repeat(10);
    const body = {
      ...base("Steady Bet"),
      translations: { en: { slug: "steady-bet", overview: `${long}old end` } },
    };
    const saved = await created(body);
    expect((await update(saved.id, body)).status).toBe(200);
    expect(await auditOf(saved.id)).toHaveLength(1);
    const edited = { ...body, translations: { en: { slug: "steady-bet", overview: `${long}new end` } } };
    expect((await update(saved.id, edited)).status).toBe(200);
    expect((await translationsOf(saved.id))[0]?.overview).toBe(`${long}new end`);
    expect(await auditOf(saved.id)).toHaveLength(2);
  });

  it("leaves the register's verdict and its date to the register import", async () => {
    const saved = await created({ ...base("Register Owned"), licenseStatus: "licensed" });
    await db()
      .update(providers)
      .set({ registerCheck: "confirmed", licenseVerifiedOn: "2026-11-20" })
      .where(eq(providers.id, saved.id));
    const response = await update(saved.id, {
      ...base("Register Owned"),
      licenseStatus: "licensed",
      licenseVerifiedOn: "2026-12-31",
      registerCheck: "missing",
    });
    expect(response.status).toBe(200);
    const [row] = await db().select().from(providers).where(eq(providers.id, saved.id));
    expect(row).toMatchObject({ registerCheck: "confirmed", licenseVerifiedOn: "2026-11-20" });
  });

  it("answers 404 for an unknown provider", async () => {
    const response = await update("no-such-provider", base("Ghost"));
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ messageKey: "admin.error.not_found" });
  });
});

describe("the translator's way: /api/admin/providers/{id}/i18n", () => {
  it("reads and upserts one language at a time, audited, visible on the public side", async () => {
    const saved = await created({ ...base("Translate Me"), translations: { en: { slug: "translate-me" } } });
    const path = `/api/admin/providers/${saved.id}/i18n`;
    const post = await call(
      path,
      jsonWrite(
        "POST",
        {
          providerId: saved.id,
          locale: "el",
          slug: "metafrase",
          overview: "Ελληνική περιγραφή",
          faq: [{ question: "Ερώτηση;", answer: "Απάντηση." }],
        },
        translator.cookie,
      ),
    );
    expect(post.status).toBe(200);
    expect(providerTranslationSchema.parse(await post.json())).toMatchObject({
      locale: "el",
      slug: "metafrase",
    });
    const read = await call(path, { headers: { cookie: translator.cookie } });
    expect(read.status).toBe(200);
    const list: ProviderTranslation[] = z.array(providerTranslationSchema).parse(await read.json());
    expect(list.map((t) => [t.locale, t.slug])).toEqual([
      ["el", "metafrase"],
      ["en", "translate-me"],
    ]);
    expect((await publicProvider("metafrase", "el")).body).toMatchObject({
      overview: "Ελληνική περιγραφή",
      faq: [{ question: "Ερώτηση;", answer: "Απάντηση." }],
    });
    const [, audit] = await auditOf(saved.id);
    expect(audit).toMatchObject({ action: "provider.translation", actorUserId: translator.userId });
    expect(audit?.detailsJson).toMatchObject({ "el.slug": "metafrase" });

    // The same texts again (a translator's form sends every language with a slug): no write, no audit row.
    const again = await call(
      path,
      jsonWrite("POST", { locale: "en", slug: "translate-me" }, translator.cookie),
    );
    expect(again.status).toBe(200);
    expect(await auditOf(saved.id)).toHaveLength(2);
  });

  it("needs a slug, refuses a taken one with 409, and answers 404 for an unknown provider", async () => {
    await created({ ...base("Strict Holder"), translations: { en: { slug: "strict-holder" } } });
    const saved = await created({ ...base("Strict Texts") });
    const path = `/api/admin/providers/${saved.id}/i18n`;
    const noSlug = await call(path, jsonWrite("POST", { locale: "ru", slug: "" }, translator.cookie));
    expect(noSlug.status).toBe(400);
    expect(((await noSlug.json()) as { message: string }).message).toContain("slug: Slug is required");
    const taken = await call(
      path,
      jsonWrite("POST", { locale: "en", slug: "strict-holder" }, translator.cookie),
    );
    expect(taken.status).toBe(409);
    expect(await taken.json()).toMatchObject({ field: "translations.en.slug" });
    const unknown = await call(
      "/api/admin/providers/nobody/i18n",
      jsonWrite("POST", { locale: "ru", slug: "x" }, translator.cookie),
    );
    expect(unknown.status).toBe(404);
    expect(
      (await call("/api/admin/providers/nobody/i18n", { headers: { cookie: admin.cookie } })).status,
    ).toBe(404);
  });
});

describe("DELETE /api/admin/providers/{id}", () => {
  it("deletes the provider with its texts, promotions, ratings and reviews (foreign keys cascade), audited", async () => {
    const saved = await created({
      ...base("Delete Me"),
      translations: { en: { slug: "delete-me" }, el: { slug: "delete-me-el" } },
    });
    const promotionId = crypto.randomUUID();
    await db().batch([
      db().insert(promotions).values({ id: promotionId, providerId: saved.id, bonusType: "welcome" }),
      db().insert(promotionsI18n).values({ promotionId, locale: "en", title: "Welcome" }),
      db()
        .insert(externalRatings)
        .values({ providerId: saved.id, source: "trustpilot", rating: 4.1, scale: 5 }),
      db()
        .insert(reviews)
        .values({ providerId: saved.id, userId: admin.userId, rating: 4, reviewText: "Fine" }),
    ]);
    expect(
      (await call(`/api/admin/providers/${saved.id}`, jsonWrite("DELETE", {}, translator.cookie))).status,
    ).toBe(403);
    const response = await call(`/api/admin/providers/${saved.id}`, jsonWrite("DELETE", {}, admin.cookie));
    expect(response.status).toBe(204);
    expect(await rowsByBrand("Delete Me")).toEqual([]);
    expect(await translationsOf(saved.id)).toEqual([]);
    expect(await db().select().from(promotions).where(eq(promotions.id, promotionId))).toEqual([]);
    expect(
      await db().select().from(promotionsI18n).where(eq(promotionsI18n.promotionId, promotionId)),
    ).toEqual([]);
    expect(await db().select().from(externalRatings).where(eq(externalRatings.providerId, saved.id))).toEqual(
      [],
    );
    expect(await db().select().from(reviews).where(eq(reviews.providerId, saved.id))).toEqual([]);
    expect((await publicProvider("delete-me", "en")).status).toBe(404);
    expect((await auditOf(saved.id)).map((row) => row.action)).toEqual([
      "provider.create",
      "provider.delete",
    ]);

    const again = await call(`/api/admin/providers/${saved.id}`, jsonWrite("DELETE", {}, admin.cookie));
    expect(again.status).toBe(404);
  });

  it("takes a DELETE without a body or a Content-Type, as any HTTP client sends it", async () => {
    const saved = await created({
      ...base("Bodiless Delete"),
      translations: { en: { slug: "bodiless-delete" } },
    });
    const response = await call(`/api/admin/providers/${saved.id}`, {
      method: "DELETE",
      headers: { cookie: admin.cookie, origin: ORIGIN },
    });
    expect(response.status).toBe(204);
    expect(await rowsByBrand("Bodiless Delete")).toEqual([]);
  });
});
