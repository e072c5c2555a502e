import { getTableColumns, sql, type SQL } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import type {
  ImportBrand,
  ImportCounts,
  ImportInput,
  ImportIssue,
  ImportPreview,
  ImportResult,
} from "#schema/api/admin-import";
import { emptyTexts } from "#schema/api/admin-providers";
import { formatMessage, keyedMessage } from "#schema/api/messages";
import { LOCALES, type Locale } from "#schema/locales";
import { SLUG_PATTERN, slugFromBrand } from "#schema/provider-input";
import { providers, providersI18n } from "#schema/providers";
import { apiError, jsonError } from "../lib/errors";
import type { Db } from "../lib/db";
import { isUniqueViolation } from "../lib/unique-violation";
import { translationColumns } from "./admin-providers";
import { auditEntry, changeSummary } from "./audit";
import { FIELD_MAX, parseImportFile, type FaqEntry, type RowChange, type TextField } from "./import-csv";

/**
 * Import CSV: the rows of both files applied to the stored translations.
 *
 * - A row's brand names an existing provider when it matches one's brand trimmed and in any case;
 *   the provider's own fields are not touched, its translation in the row's language is
 *   created or updated (only the columns the files have). Rows of both files for the same brand and
 *   language make one translation.
 * - Another brand becomes a new provider, INACTIVE (a draft the public site does not show), with
 *   an empty domain and licence ID: both are required text columns, and the provider form asks for
 *   them before the draft can be saved or published.
 * - A new translation's slug is the SEO file's slug, else made from the brand as the provider form
 *   makes the English one (slugFromBrand).
 * - All or nothing: any error and nothing is written; otherwise every change and one audit row are
 *   one db.batch(). A translation identical to the stored one is skipped (not written).
 */

type Statement = BatchItem<"sqlite">;
type Texts = Record<TextField, string | null> & { faq: FaqEntry[] | null };
type Translation = Texts & { slug: string };

/** D1 binds at most 100 parameters per statement: rows per multi-row insert follow from it. */
const MAX_PARAMS = 100;
const TRANSLATION_PARAMS = 9; // provider_id, locale, slug, overview, bonus_headline, cta_text, seo_title, seo_description, faq
const DRAFT_PARAMS = 2; // id, brand

const FIELDS = ["slug", "overview", "bonusHeadline", "ctaText", "seoTitle", "seoDescription"] as const;

const hasText = (csv: string) => csv.replace(/^\uFEFF/, "").trim() !== "";
const pairKey = (a: string, b: string) => `${a}\u0000${b}`;
const same = (a: Translation, b: Translation) =>
  FIELDS.every((field) => a[field] === b[field]) && JSON.stringify(a.faq) === JSON.stringify(b.faq);

type Group = {
  brand: string;
  providerId: string;
  isNew: boolean;
  locales: Map<Locale, RowChange[]>;
};

type Write = Translation & { providerId: string; locale: Locale };
type Plan = { preview: ImportPreview; drafts: { id: string; brand: string }[]; writes: Write[] };

/** What an import would do, with every problem found; writes nothing. 400 when both files are empty. */
export async function planImport(db: Db, input: ImportInput): Promise<Plan> {
  if (!hasText(input.seoData) && !hasText(input.contentData))
    throw apiError(400, "admin.import.error.no_data");
  const seo = parseImportFile("seo", input.seoData);
  const content = parseImportFile("content", input.contentData);
  const errors: ImportIssue[] = [...seo.errors, ...content.errors];

  const [existing, stored] = await db.batch([
    db.select({ id: providers.id, brand: providers.brand }).from(providers),
    db.select({ providerId: providersI18n.providerId, ...translationColumns }).from(providersI18n),
  ]);
  const byBrand = new Map<string, { id: string; brand: string }[]>();
  for (const provider of existing) {
    const key = provider.brand.trim().toLowerCase();
    byBrand.set(key, [...(byBrand.get(key) ?? []), provider]);
  }
  const storedOf = new Map(stored.map((t) => [pairKey(t.providerId, t.locale), t]));
  const slugOwner = new Map(stored.map((t) => [pairKey(t.locale, t.slug), t.providerId]));

  // The SEO rows first: a new translation's slug comes from them.
  const groups = new Map<string, Group>();
  for (const change of [...seo.changes, ...content.changes]) {
    const key = change.brand.toLowerCase();
    const matches = byBrand.get(key) ?? [];
    if (matches.length > 1) {
      errors.push(issueAt(change, "admin.import.error.brand_ambiguous", { brand: change.brand }));
      continue;
    }
    let group = groups.get(key);
    if (!group) {
      const match = matches[0];
      group = {
        brand: match?.brand ?? change.brand,
        providerId: match?.id ?? crypto.randomUUID(),
        isNew: !match,
        locales: new Map(),
      };
      groups.set(key, group);
    }
    group.locales.set(change.locale, [...(group.locales.get(change.locale) ?? []), change]);
  }

  const brands: ImportBrand[] = [];
  const writes: Write[] = [];
  for (const group of groups.values()) {
    const summary: ImportBrand = {
      brand: group.brand,
      action: group.isNew ? "create" : "unchanged",
      created: [],
      updated: [],
      skipped: [],
    };
    for (const locale of LOCALES) {
      const changes = group.locales.get(locale);
      if (!changes) continue;
      const before = storedOf.get(pairKey(group.providerId, locale));
      const after: Texts = { ...emptyTexts(), ...before };
      for (const change of changes) {
        Object.assign(after, change.texts);
        if (change.faq !== undefined) after.faq = change.faq;
      }
      if (!after.slug) {
        const made = slugFromBrand(group.brand);
        if (made === "" || made.length > FIELD_MAX.slug || !SLUG_PATTERN.test(made)) {
          errors.push({ ...issueAt(changes[0]!, "admin.import.error.slug_missing"), column: "slug" });
          continue;
        }
        after.slug = made;
      }
      const translation = after as Translation;
      if (translation.slug !== before?.slug) {
        const owner = slugOwner.get(pairKey(locale, translation.slug));
        if (owner !== undefined && owner !== group.providerId) {
          const carrier = changes.find((change) => change.texts.slug !== undefined) ?? changes[0]!;
          errors.push({
            ...issueAt(carrier, "admin.error.slug_taken", { slug: translation.slug, locale }),
            column: "slug",
          });
          continue;
        }
        slugOwner.set(pairKey(locale, translation.slug), group.providerId);
      }
      if (!before) summary.created.push(locale);
      else if (same(before, translation)) {
        summary.skipped.push(locale);
        continue;
      } else summary.updated.push(locale);
      writes.push({ ...translation, providerId: group.providerId, locale });
    }
    if (!group.isNew && summary.created.length + summary.updated.length > 0) summary.action = "update";
    brands.push(summary);
  }

  const count = (action: ImportBrand["action"]) => brands.filter((b) => b.action === action).length;
  const sum = (list: "created" | "updated" | "skipped") =>
    brands.reduce((total, b) => total + b[list].length, 0);
  const preview: ImportPreview = {
    rows: { seo: seo.rows, content: content.rows },
    columns: [...seo.columns, ...content.columns],
    errors: errors.sort(byPlace),
    brands,
    providers: { created: count("create"), updated: count("update"), skipped: count("unchanged") },
    translations: { created: sum("created"), updated: sum("updated"), skipped: sum("skipped") },
  };
  const drafts = [...groups.values()]
    .filter((group) => group.isNew)
    .map((group) => ({ id: group.providerId, brand: group.brand }));
  return { preview, drafts, writes };
}

const issueAt = (change: RowChange, ...message: Parameters<typeof keyedMessage>): ImportIssue => ({
  ...keyedMessage(...message),
  file: change.file,
  row: change.row,
  brand: change.brand,
});

/** File-level problems first, then the SEO file's rows, then the content file's, in row order. */
const byPlace = (a: ImportIssue, b: ImportIssue) =>
  (a.row === null ? 0 : 1) - (b.row === null ? 0 : 1) ||
  (a.file === b.file ? 0 : a.file === "seo" ? -1 : 1) ||
  (a.row ?? 0) - (b.row ?? 0);

/**
 * Runs the import: 422 with every error (and the preview) when there is one, nothing written;
 * otherwise the drafts, the translations and one audit row in one batch.
 */
export async function runImport(db: Db, actorUserId: string, input: ImportInput): Promise<ImportResult> {
  const { preview, drafts, writes } = await planImport(db, input);
  if (preview.errors.length > 0) {
    throw jsonError(422, "admin.import.error.refused", { count: preview.errors.length }, preview);
  }
  const statements: Statement[] = [
    ...chunks(drafts, Math.floor(MAX_PARAMS / DRAFT_PARAMS)).map((rows) =>
      db.insert(providers).values(rows.map((row) => ({ ...DRAFT_VALUES, ...row }))),
    ),
    ...chunks(writes, Math.floor(MAX_PARAMS / TRANSLATION_PARAMS)).map((rows) =>
      upsertTranslations(db, rows),
    ),
  ];
  const message = formatMessage("admin.import.done");
  if (statements.length === 0) return { ...preview, message };
  try {
    await db.batch([
      ...(statements as [Statement, ...Statement[]]),
      auditEntry(
        db,
        actorUserId,
        "import.providers",
        { type: "provider", id: null },
        changeSummary(null, auditCounts(preview.providers, preview.translations, preview.brands)),
      ),
    ]);
  } catch (error) {
    // A provider saved meanwhile took a slug this import wanted: the batch was refused as a whole.
    if (isUniqueViolation(error, /providers_i18n\.locale, providers_i18n\.slug/)) {
      throw apiError(409, "admin.import.error.conflict");
    }
    throw error;
  }
  return { ...preview, message };
}

const auditCounts = (p: ImportCounts, t: ImportCounts, brands: ImportBrand[]) => ({
  providersCreated: p.created,
  providersUpdated: p.updated,
  translationsCreated: t.created,
  translationsUpdated: t.updated,
  translationsSkipped: t.skipped,
  brands: brands
    .filter((b) => b.action !== "unchanged")
    .map((b) => b.brand)
    .join(", "),
});

function chunks<T>(list: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}

/**
 * A draft's values besides id and brand, written into the statement rather than bound (so a
 * statement holds 50 drafts): every default of the table as it is, then inactive, and empty
 * domain and licence ID.
 */
const DRAFT_VALUES: Record<string, SQL> & { domain: SQL; licenseId: SQL } = {
  ...Object.fromEntries(
    Object.entries(getTableColumns(providers)).flatMap(([key, column]: [string, SQLiteColumn]) =>
      typeof column.default === "boolean" || typeof column.default === "number"
        ? [[key, sql.raw(String(Number(column.default)))]]
        : [],
    ),
  ),
  active: sql`0`,
  domain: sql`''`,
  licenseId: sql`''`,
};

const now = sql`(cast(unixepoch('subsec') * 1000 as integer))`;
const excluded = (column: SQLiteColumn) => sql.raw(`excluded.${column.name}`);

/** One statement upserting several translations (unique per provider and language). */
const upsertTranslations = (db: Db, rows: readonly Write[]) =>
  db
    .insert(providersI18n)
    .values(rows.map((row) => ({ ...row })))
    .onConflictDoUpdate({
      target: [providersI18n.providerId, providersI18n.locale],
      set: {
        slug: excluded(providersI18n.slug),
        overview: excluded(providersI18n.overview),
        bonusHeadline: excluded(providersI18n.bonusHeadline),
        ctaText: excluded(providersI18n.ctaText),
        seoTitle: excluded(providersI18n.seoTitle),
        seoDescription: excluded(providersI18n.seoDescription),
        faq: excluded(providersI18n.faq),
        updatedAt: now,
      },
    });
