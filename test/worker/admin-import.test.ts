import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { ImportPreview, ImportResult } from "#schema/api/admin-import";
import { auditLog } from "#schema/audit";
import type { Locale } from "#schema/locales";
import { providers, providersI18n } from "#schema/providers";
import { call, db, jsonWrite, setUser, signIn } from "./support/client";

let admin: { cookie: string; userId: string };
const BOM = "\uFEFF";

beforeAll(async () => {
  admin = await signIn("import-admin@example.com");
  await setUser(admin.userId, { role: "admin", roleAssignedAt: new Date() });
  await db()
    .insert(providers)
    .values([
      { id: "p-alpha", brand: "Alpha Bet", domain: "alpha.example", licenseId: "L-1" },
      { id: "p-beta", brand: "Beta Sports", domain: "beta.example", licenseId: "L-2" },
    ]);
  await db()
    .insert(providersI18n)
    .values([
      {
        providerId: "p-alpha",
        locale: "en",
        slug: "alpha-bet",
        overview: "Old overview",
        seoTitle: "Old title",
      },
      { providerId: "p-beta", locale: "en", slug: "beta-sports", seoTitle: "Beta title" },
    ]);
});

const send = (path: string, body: unknown, cookie = admin.cookie) =>
  call(`/api/admin/import/providers${path}`, jsonWrite("POST", body, cookie));
const preview = async (body: { seoData?: string; contentData?: string }) => {
  const response = await send("/preview", body);
  expect(response.status).toBe(200);
  return (await response.json()) as ImportPreview;
};
const importCsv = (body: { seoData?: string; contentData?: string }) => send("", body);

const translation = async (providerId: string, locale: Locale = "en") =>
  (
    await db()
      .select()
      .from(providersI18n)
      .where(and(eq(providersI18n.providerId, providerId), eq(providersI18n.locale, locale)))
  )[0];
const providerByBrand = async (brand: string) =>
  (await db().select().from(providers).where(eq(providers.brand, brand)))[0];
const tableSize = async () => {
  const [[p], [t], [a]] = await db().batch([
    db()
      .select({ n: sql<number>`count(*)` })
      .from(providers),
    db()
      .select({ n: sql<number>`count(*)` })
      .from(providersI18n),
    db()
      .select({ n: sql<number>`count(*)` })
      .from(auditLog),
  ]);
  return { providers: p!.n, translations: t!.n, audit: a!.n };
};

describe("POST /api/admin/import/providers", () => {
  it("answers 400 'No data provided' when both boxes are empty (a lone BOM counts as empty)", async () => {
    const response = await importCsv({ seoData: "", contentData: `${BOM}  \n` });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      message: "No data provided",
      messageKey: "admin.import.error.no_data",
    });
    expect((await send("/preview", {})).status).toBe(400);
  });

  it("reads a BOM'd file with quoted commas and line breaks, matches the brand in any case, and audits once", async () => {
    const seoData = `${BOM}brand,lang,slug,seo_title,seo_description\r\n  ALPHA bet ,en,,"Alpha, the best","Line one\nline two"\r\n`;
    const contentData = `brand,lang,section_overview,section_faq_1_question,section_faq_1_answer\nalpha bet,EN,"New overview, with a comma","Is it safe?","Yes, licensed"\n`;
    const before = await tableSize();
    const response = await importCsv({ seoData, contentData });
    expect(response.status).toBe(200);
    const result = (await response.json()) as ImportResult;
    expect(result).toMatchObject({
      message: "Import completed successfully",
      providers: { created: 0, updated: 1, skipped: 0 },
      translations: { created: 0, updated: 1, skipped: 0 },
    });
    expect(await translation("p-alpha")).toMatchObject({
      slug: "alpha-bet",
      seoTitle: "Alpha, the best",
      seoDescription: "Line one\nline two",
      overview: "New overview, with a comma",
      faq: [{ question: "Is it safe?", answer: "Yes, licensed" }],
    });
    // Not in either file: untouched.
    expect(await translation("p-beta")).toMatchObject({ seoTitle: "Beta title" });
    expect(await tableSize()).toEqual({ ...before, audit: before.audit + 1 });
    const [audit] = await db().select().from(auditLog).where(eq(auditLog.action, "import.providers"));
    expect(audit).toMatchObject({ actorUserId: admin.userId, entityType: "provider" });
    expect(audit!.detailsJson).toMatchObject({ translationsUpdated: "1", brands: "Alpha Bet" });

    // The same files again: identical rows are skipped, nothing is written or audited.
    const again = (await (await importCsv({ seoData, contentData })).json()) as ImportResult;
    expect(again.translations).toEqual({ created: 0, updated: 0, skipped: 1 });
    expect((await tableSize()).audit).toBe(before.audit + 1);
  });

  it("creates an unknown brand as an inactive draft with its translations, the slug made from the brand", async () => {
    const seoData = "brand,lang,seo_title\nGamma Odds,en,Gamma title\nGamma Odds,el,Τίτλος Gamma\n";
    const response = await importCsv({ seoData });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      providers: { created: 1, updated: 0 },
      translations: { created: 2 },
      brands: [{ brand: "Gamma Odds", action: "create", created: ["el", "en"] }],
    });
    const gamma = await providerByBrand("Gamma Odds");
    expect(gamma).toMatchObject({ active: false, featured: false, domain: "", licenseId: "", priority: 0 });
    expect(await translation(gamma!.id, "el")).toMatchObject({
      slug: "gamma-odds",
      seoTitle: "Τίτλος Gamma",
    });
  });

  it("previews a malformed row with its row number and reason, and refuses the import writing nothing", async () => {
    const seoData = [
      "brand,lang,slug,seo_title",
      "Beta Sports,en,,Changed title",
      ",en,,No brand",
      "Delta,xx,,Unknown language",
      "Epsilon,en,alpha-bet,Slug of another provider",
      "Zeta,en,,too,many,fields",
      `Eta,en,,${"x".repeat(256)}`,
    ].join("\n");
    const shown = await preview({ seoData });
    expect(shown.errors.map((e) => [e.row, e.messageKey, e.column])).toEqual([
      [3, "admin.providers.validation.brand_required", "brand"],
      [4, "admin.import.error.unknown_language", "lang"],
      [5, "admin.error.slug_taken", "slug"],
      [6, "admin.import.error.field_count", undefined],
      [7, "validation.max_length", "seo_title"],
    ]);
    expect(shown.errors[1]!.message).toBe('Unknown language "xx": use one of el, en, ru, he, uk, fr');
    expect(shown.brands).toContainEqual(expect.objectContaining({ brand: "Beta Sports", action: "update" }));

    const before = await tableSize();
    const response = await importCsv({ seoData });
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({
      message: "The import has 5 errors, so nothing was imported.",
      errors: expect.arrayContaining([expect.objectContaining({ row: 3 })]),
    });
    expect(await tableSize()).toEqual(before);
    expect(await translation("p-beta")).toMatchObject({ seoTitle: "Beta title" });
  });

  it("refuses a file without a required column as a whole, and reports ignored section columns", async () => {
    const shown = await preview({
      seoData: "brand,slug\nAlpha Bet,x\n",
      contentData: "brand,lang,section_overview,section_hero_image\nAlpha Bet,en,Text,img.png\n",
    });
    expect(shown.errors).toEqual([
      expect.objectContaining({ file: "seo", row: null, message: 'Missing required column "lang"' }),
    ]);
    expect(shown.columns.filter((c) => c.file === "content")).toEqual([
      { file: "content", column: "brand", field: "brand" },
      { file: "content", column: "lang", field: "lang" },
      { file: "content", column: "section_overview", field: "overview" },
      { file: "content", column: "section_hero_image", field: null },
    ]);
    expect((await importCsv({ seoData: "brand,slug\nAlpha Bet,x\n" })).status).toBe(422);
  });

  it("previews without writing; a new brand whose slug cannot be made from it needs one in the SEO file", async () => {
    const before = await tableSize();
    const shown = await preview({ seoData: "brand,lang,seo_title\nA/B Bet,en,Title\nOmega Bet,fr,Titre\n" });
    expect(shown.errors).toEqual([
      expect.objectContaining({ row: 2, column: "slug", messageKey: "admin.import.error.slug_missing" }),
    ]);
    expect(shown.brands).toContainEqual(expect.objectContaining({ brand: "Omega Bet", created: ["fr"] }));
    expect(await tableSize()).toEqual(before);
    const fixed = await preview({ seoData: "brand,lang,slug,seo_title\nA/B Bet,en,a-b-bet,Title\n" });
    expect(fixed.errors).toEqual([]);
  });

  it("imports what Excel or LibreOffice writes in Greek: semicolons, a BOM, CRLF", async () => {
    const seoData = `${BOM}brand;lang;slug;seo_title\r\nΣπάρτη Bet;el;sparti-bet;Στοιχήματα, αποδόσεις\r\n`;
    const shown = await preview({ seoData });
    expect(shown.errors).toEqual([]);
    expect(shown.columns.map((c) => c.column)).toEqual(["brand", "lang", "slug", "seo_title"]);
    const response = await importCsv({ seoData });
    expect(response.status, await response.clone().text()).toBe(200);
    const [created] = await db().select().from(providers).where(eq(providers.brand, "Σπάρτη Bet"));
    expect(await translation(created!.id, "el")).toMatchObject({
      slug: "sparti-bet",
      seoTitle: "Στοιχήματα, αποδόσεις",
    });
  });

  it("says what it read and which delimiters it tried when the header names neither brand nor lang", async () => {
    const shown = await preview({ seoData: "μάρκα|γλώσσα\r\nΑ|el\r\n" });
    expect(shown.errors[0]).toMatchObject({
      messageKey: "admin.import.error.header_unreadable",
      params: { header: "μάρκα|γλώσσα", tried: '"," ";" Tab' },
    });
  });

  it("refuses an unclosed quote and two rows for the same brand and language", async () => {
    const shown = await preview({
      contentData:
        'brand,lang,section_overview\nBeta Sports,en,ok\nbeta sports,en,again\nAlpha Bet,en,"never closed\n',
    });
    expect(shown.errors.map((e) => [e.row, e.messageKey])).toEqual([
      [3, "admin.import.error.duplicate_row"],
      [4, "admin.import.error.quotes"],
    ]);
  });

  it("imports 5,000 rows in one go", async () => {
    const rows = Array.from({ length: 5000 }, (_, i) => `Bulk ${i},en,,"Title ${i}, bulk"`);
    const seoData = `${BOM}brand,lang,slug,seo_title\n${rows.join("\n")}\n`;
    const content = Array.from({ length: 5000 }, (_, i) => `Bulk ${i},en,"Overview ${i}\nsecond line"`);
    const contentData = `brand,lang,section_overview\n${content.join("\n")}\n`;
    const response = await importCsv({ seoData, contentData });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      rows: { seo: 5000, content: 5000 },
      providers: { created: 5000, updated: 0 },
      translations: { created: 5000, updated: 0, skipped: 0 },
    });
    const [{ n }] = (await db()
      .select({ n: sql<number>`count(*)` })
      .from(providers)
      .where(and(sql`${providers.brand} like 'Bulk %'`, eq(providers.active, false)))) as [{ n: number }];
    expect(n).toBe(5000);
    const bulk = await providerByBrand("Bulk 4999");
    expect(await translation(bulk!.id)).toMatchObject({
      slug: "bulk-4999",
      seoTitle: "Title 4999, bulk",
      overview: "Overview 4999\nsecond line",
    });
  }, 120_000);
});

describe("who may import", () => {
  it("answers 403 to an editor and a translator (no `import` permission)", async () => {
    for (const role of ["editor", "translator"] as const) {
      const { cookie, userId } = await signIn(`import-${role}@example.com`);
      await setUser(userId, { role, roleAssignedAt: new Date() });
      expect((await send("", { seoData: "brand,lang,seo_title\nAlpha Bet,en,X\n" }, cookie)).status).toBe(
        403,
      );
      expect((await send("/preview", { seoData: "brand,lang\n" }, cookie)).status).toBe(403);
    }
    expect(await translation("p-alpha")).toMatchObject({ seoTitle: "Alpha, the best" });
  });
});
