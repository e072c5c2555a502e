import type { Locale } from "../locales";
import { messageRef, type KeyedMessage } from "./messages";
import { z } from "./zod";

/**
 * Import CSV: provider texts from two CSV files, previewed by
 * POST /api/admin/import/providers/preview and written by POST /api/admin/import/providers.
 * The Worker parses; the page shows what the Worker understood.
 */

/** The longest CSV text one box may hold (about 5,000 rows of long texts). */
const IMPORT_TEXT_MAX = 10_000_000;

const csvText = z
  .string()
  .check(z.maxLength(IMPORT_TEXT_MAX, messageRef("validation.max_length", { count: IMPORT_TEXT_MAX })));

/** The body of both calls: each box's CSV text; either may be empty (not both). */
export const importInputSchema = z.object({
  seoData: z._default(csvText, ""),
  contentData: z._default(csvText, ""),
});
export type ImportInput = z.infer<typeof importInputSchema>;

export type CsvFile = "seo" | "content";

/** Where a problem is: its file, and the record number (the header is row 1); null for the whole file. */
export type ImportIssue = KeyedMessage & {
  file: CsvFile;
  row: number | null;
  column?: string;
  brand?: string;
};

/** What a column of a file is read as: a providers_i18n field (or FAQ entry), or ignored. */
export type ColumnMapping = {
  file: CsvFile;
  column: string;
  /** 'brand', 'lang', a translation field ('seoTitle', 'overview', 'faq[1].question' ...), or null when ignored. */
  field: string | null;
};

export type ImportCounts = { created: number; updated: number; skipped: number };

/** One brand of the import: a new draft, an update, or nothing to change, and its languages. */
export type ImportBrand = {
  brand: string;
  action: "create" | "update" | "unchanged";
  created: Locale[];
  updated: Locale[];
  skipped: Locale[];
};

/** The preview (and, after writing, the result): nothing is written unless `errors` is empty. */
export type ImportPreview = {
  /** Data rows read, per file. */
  rows: Record<CsvFile, number>;
  columns: ColumnMapping[];
  errors: ImportIssue[];
  brands: ImportBrand[];
  /** Providers: created as inactive drafts, updated (some text changed), or unchanged. */
  providers: ImportCounts;
  /** Translations (a provider in one language): created, updated, or skipped as identical. */
  translations: ImportCounts;
};

/** A finished import: the success message and the counts. */
export type ImportResult = ImportPreview & { message: string };
