import Papa from "papaparse";
import type { ColumnMapping, CsvFile, ImportIssue } from "#schema/api/admin-import";
import { FAQ_TEXT_MAX, PROVIDER_TEXT_MAX, TRANSLATION_TEXT_MAX } from "#schema/api/admin-providers";
import { keyedMessage, type MessageKey, type MessageParams } from "#schema/api/messages";
import { isLocale, type Locale } from "#schema/locales";
import { blankAsNull, SLUG_PATTERN } from "#schema/provider-input";

/**
 * Reading the two import files into per-row text changes: pure, so the
 * preview and the import read a file the same way, and unit tests need no database.
 *
 * Both files: a header row, then one row per brand and language. A UTF-8 byte-order mark is
 * dropped, fields follow RFC 4180 (quotes, delimiters and line breaks inside quotes), the delimiter
 * is the one of DELIMITERS that makes the header name brand and lang, header names are
 * read trimmed and in any case, blank rows are skipped, and row numbers count records with the
 * header as row 1. A row's brand and lang are required; lang is one of the site's languages.
 *
 * SEO file: slug, seo_title, seo_description. Content file, its section_* columns:
 *   section_overview → overview, section_bonus_headline → bonusHeadline,
 *   section_cta_text → ctaText, section_faq_{n}_question / section_faq_{n}_answer → the FAQ's
 *   n-th entry (entries in order of n; a pair left blank is dropped).
 * Any other column is ignored (and the preview says so). Only the columns a file has are changed:
 * a blank cell empties its field, except a blank slug, which keeps the stored one.
 */

export type TextField = "slug" | "overview" | "bonusHeadline" | "ctaText" | "seoTitle" | "seoDescription";
export type FaqEntry = { question: string; answer: string };

/** The changes one row asks for: only the fields its file has a column for. */
export type RowChange = {
  file: CsvFile;
  row: number;
  brand: string;
  locale: Locale;
  texts: Partial<Record<TextField, string | null>>;
  /** Present when the file has FAQ columns: the whole list (null when every pair is blank). */
  faq?: FaqEntry[] | null;
};

export type ParsedFile = {
  rows: number;
  columns: ColumnMapping[];
  changes: RowChange[];
  errors: ImportIssue[];
};

/** Longest text per field: the API's own limits (the provider form's). */
export const FIELD_MAX: Record<TextField, number> = TRANSLATION_TEXT_MAX;
const BRAND_MAX = PROVIDER_TEXT_MAX.brand;
const FAQ_QUESTION_MAX = FAQ_TEXT_MAX.question;
const FAQ_ANSWER_MAX = FAQ_TEXT_MAX.answer;

const SEO_COLUMNS: Record<string, TextField> = {
  slug: "slug",
  seo_title: "seoTitle",
  seo_description: "seoDescription",
};
const SECTION_COLUMNS: Record<string, TextField> = {
  section_overview: "overview",
  section_bonus_headline: "bonusHeadline",
  section_cta_text: "ctaText",
};
const FAQ_COLUMN = /^section_faq_(\d{1,3})_(question|answer)$/;

type Column =
  | { kind: "key"; name: "brand" | "lang" }
  | { kind: "text"; field: TextField }
  | { kind: "faq"; entry: number; part: "question" | "answer" }
  | { kind: "ignored" };

/** What a (trimmed, lower-cased) header name means in a file. */
export function columnOf(file: CsvFile, name: string): Column {
  if (name === "brand" || name === "lang") return { kind: "key", name };
  const text = file === "seo" ? SEO_COLUMNS[name] : SECTION_COLUMNS[name];
  if (text) return { kind: "text", field: text };
  const faq = file === "content" ? FAQ_COLUMN.exec(name) : null;
  if (faq) return { kind: "faq", entry: Number(faq[1]), part: faq[2] as "question" | "answer" };
  return { kind: "ignored" };
}

const mappedField = (column: Column): string | null =>
  column.kind === "key"
    ? column.name
    : column.kind === "text"
      ? column.field
      : column.kind === "faq"
        ? `faq[${column.entry}].${column.part}`
        : null;

const issue = (
  file: CsvFile,
  row: number | null,
  key: MessageKey,
  params?: MessageParams,
  extra: { column?: string; brand?: string } = {},
): ImportIssue => ({ ...keyedMessage(key, params), file, row, ...extra });

/** The column names a file may carry data in, for the "no column to import" message. */
const dataColumns = (file: CsvFile) =>
  file === "seo"
    ? Object.keys(SEO_COLUMNS).join(", ")
    : [...Object.keys(SECTION_COLUMNS), "section_faq_{n}_question", "section_faq_{n}_answer"].join(", ");

const isBlankRow = (cells: readonly string[]) => cells.every((cell) => cell.trim() === "");

/**
 * What spreadsheets write between fields: a comma, a semicolon (Excel and LibreOffice where the
 * decimal mark is a comma, as in Greek, French or Russian), or a tab ("Unicode text").
 */
const DELIMITERS = [",", ";", "\t"];
const KEY_COLUMNS = ["brand", "lang"];
const shownDelimiter = (delimiter: string) => (delimiter === "\t" ? "Tab" : `"${delimiter}"`);

type Table = { parsed: Papa.ParseResult<string[]>; headerIndex: number; header: string[]; delimiter: string };

/** The records split at `delimiter`, and the first non-blank one as header names (trimmed, lower case). */
function readTable(source: string, delimiter: string): Table {
  const parsed = Papa.parse<string[]>(source, { delimiter, header: false, skipEmptyLines: false });
  const headerIndex = parsed.data.findIndex((cells) => !isBlankRow(cells));
  // A BOM that survived a re-encoding sits in the first header name.
  const header = (parsed.data[headerIndex] ?? []).map((name) =>
    name
      .replace(/^\uFEFF/, "")
      .trim()
      .toLowerCase(),
  );
  return { parsed, headerIndex, header, delimiter };
}

/**
 * The file read with the delimiter whose header names both key columns; failing that, with the one
 * papaparse guesses from the records' shapes, so the errors describe what the file holds.
 */
function readAnyTable(source: string): Table & { keysFound: boolean } {
  for (const delimiter of DELIMITERS) {
    const table = readTable(source, delimiter);
    if (KEY_COLUMNS.every((key) => table.header.includes(key))) return { ...table, keysFound: true };
  }
  const guessed = Papa.parse<string[]>(source, { delimitersToGuess: DELIMITERS, preview: 20 }).meta.delimiter;
  const table = readTable(source, DELIMITERS.includes(guessed) ? guessed : DELIMITERS[0]!);
  return { ...table, keysFound: table.header.some((name) => KEY_COLUMNS.includes(name)) };
}

/** Reads one file; empty text (after a BOM) reads as no rows and no errors. */
export function parseImportFile(file: CsvFile, text: string): ParsedFile {
  const empty: ParsedFile = { rows: 0, columns: [], changes: [], errors: [] };
  const source = text.replace(/^\uFEFF/, "");
  if (source.trim() === "") return empty;
  const { parsed, headerIndex, header, delimiter, keysFound } = readAnyTable(source);
  const records = parsed.data;
  if (headerIndex === -1) return empty;
  const columns = header.map((name) => columnOf(file, name));
  const mapping = header.map((name, i) => ({ file, column: name, field: mappedField(columns[i]!) }));

  const fileErrors: ImportIssue[] = [];
  if (!keysFound) {
    fileErrors.push(
      issue(file, null, "admin.import.error.header_unreadable", {
        header: records[headerIndex]!.join(delimiter).slice(0, 200),
        delimiter: shownDelimiter(delimiter),
        tried: DELIMITERS.map(shownDelimiter).join(" "),
      }),
    );
  }
  for (const required of KEY_COLUMNS) {
    if (!header.includes(required)) {
      fileErrors.push(issue(file, null, "admin.import.error.missing_column", { column: required }));
    }
  }
  const seen = new Set<string>();
  for (const name of header) {
    if (name !== "" && seen.has(name)) {
      fileErrors.push(issue(file, null, "admin.import.error.duplicate_column", { column: name }));
    }
    seen.add(name);
  }
  if (!columns.some((column) => column.kind === "text" || column.kind === "faq")) {
    fileErrors.push(issue(file, null, "admin.import.error.no_data_columns", { columns: dataColumns(file) }));
  }
  if (fileErrors.length > 0) return { ...empty, columns: mapping, errors: fileErrors };

  // papaparse reports quoting problems per record (its `row` is the record's index).
  const quoteErrors = new Set(
    parsed.errors.filter((e) => e.type === "Quotes" && e.row !== undefined).map((e) => e.row!),
  );
  const errors: ImportIssue[] = [];
  const changes: RowChange[] = [];
  const firstRowOf = new Map<string, number>();
  let rows = 0;
  for (let index = headerIndex + 1; index < records.length; index++) {
    const cells = records[index]!;
    const row = index + 1;
    if (isBlankRow(cells)) continue;
    rows++;
    if (quoteErrors.has(index)) {
      errors.push(issue(file, row, "admin.import.error.quotes"));
      continue;
    }
    if (cells.length !== header.length) {
      errors.push(
        issue(file, row, "admin.import.error.field_count", { found: cells.length, expected: header.length }),
      );
      continue;
    }
    const read = readRow(file, row, columns, header, cells);
    if ("errors" in read) {
      errors.push(...read.errors);
      continue;
    }
    const key = `${read.brand.toLowerCase()}\u0000${read.locale}`;
    const earlier = firstRowOf.get(key);
    if (earlier !== undefined) {
      errors.push(
        issue(
          file,
          row,
          "admin.import.error.duplicate_row",
          { brand: read.brand, lang: read.locale, row: earlier },
          { brand: read.brand },
        ),
      );
      continue;
    }
    firstRowOf.set(key, row);
    changes.push(read);
  }
  return { rows, columns: mapping, changes, errors };
}

/** One record's brand, language and changes, or what is wrong with it. */
function readRow(
  file: CsvFile,
  row: number,
  columns: readonly Column[],
  header: readonly string[],
  cells: readonly string[],
): RowChange | { errors: ImportIssue[] } {
  const errors: ImportIssue[] = [];
  let brand = "";
  let lang = "";
  const texts: RowChange["texts"] = {};
  const faqParts = new Map<number, { question: string; answer: string }>();
  columns.forEach((column, i) => {
    const cell = cells[i]!;
    if (column.kind === "key") {
      if (column.name === "brand") brand = cell.trim();
      else lang = cell.trim().toLowerCase();
    } else if (column.kind === "text") {
      texts[column.field] = blankAsNull(cell);
    } else if (column.kind === "faq") {
      const entry = faqParts.get(column.entry) ?? { question: "", answer: "" };
      entry[column.part] = cell.trim();
      faqParts.set(column.entry, entry);
    }
  });
  const fail = (key: MessageKey, params?: MessageParams, column?: string) =>
    errors.push(issue(file, row, key, params, { column, ...(brand && { brand }) }));

  if (brand === "") fail("admin.providers.validation.brand_required", undefined, "brand");
  else if (brand.length > BRAND_MAX) fail("validation.max_length", { count: BRAND_MAX }, "brand");
  if (!isLocale(lang)) fail("admin.import.error.unknown_language", { lang }, "lang");

  const columnName = (field: TextField) =>
    header[columns.findIndex((c) => c.kind === "text" && c.field === field)];
  for (const [field, value] of Object.entries(texts) as [TextField, string | null][]) {
    if (value === null) continue;
    if (value.length > FIELD_MAX[field]) {
      fail("validation.max_length", { count: FIELD_MAX[field] }, columnName(field));
    } else if (field === "slug" && !SLUG_PATTERN.test(value)) {
      fail("admin.providers.validation.slug_chars", undefined, columnName(field));
    }
  }
  // A blank slug keeps the stored one (a slug is required): it is no change.
  if (texts.slug === null) delete texts.slug;

  let faq: FaqEntry[] | null | undefined;
  if (faqParts.size > 0) {
    const entries: FaqEntry[] = [];
    for (const [number, { question, answer }] of [...faqParts].sort(([a], [b]) => a - b)) {
      const column = (part: string) => `section_faq_${number}_${part}`;
      if (question === "" && answer === "") continue;
      if (question === "")
        fail("admin.providers.validation.faq_question_required", undefined, column("question"));
      else if (question.length > FAQ_QUESTION_MAX)
        fail("validation.max_length", { count: FAQ_QUESTION_MAX }, column("question"));
      if (answer === "") fail("admin.providers.validation.faq_answer_required", undefined, column("answer"));
      else if (answer.length > FAQ_ANSWER_MAX)
        fail("validation.max_length", { count: FAQ_ANSWER_MAX }, column("answer"));
      entries.push({ question, answer });
    }
    faq = entries.length > 0 ? entries : null;
  }
  if (errors.length > 0) return { errors };
  return { file, row, brand, locale: lang as Locale, texts, ...(faq !== undefined && { faq }) };
}
