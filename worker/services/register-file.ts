import Papa from "papaparse";
import { REGISTER_ROWS_MAX, type RegisterIssue, type RegisterRow } from "#schema/api/admin-register";
import { keyedMessage, type MessageKey, type MessageParams } from "#schema/api/messages";
import type { RegisterEntryStatus } from "#schema/enums";
import { websiteDomain } from "#schema/website-domain";
import { apiError } from "../lib/errors";

/**
 * Reading the regulator's lists as published: pure, so preview and apply read a file alike.
 *
 * A CSV file or a table pasted from the regulator's page: the delimiter is the one of tab, comma and
 * semicolon whose header names the required columns. Header names are matched in English or Greek,
 * in any case, accents, spaces and punctuation ignored. Blank rows are skipped; row numbers count
 * records with the header as row 1. A file-level problem (empty, not text, a required column
 * missing, too many rows) is a 400; problems in rows are listed, and an import with any is refused.
 */

export type LicenceRecord = Omit<RegisterRow, "provider" | "matchedBy" | "before" | "after">;

/** Lower case, accents dropped, letters and digits only: 'Αριθμός Άδειας' → 'αριθμοςαδειας'. */
const plainWords = (text: string) =>
  text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, "");

const LICENCE_COLUMNS = {
  licenceNumber: ["licencenumber", "licensenumber", "licenceno", "licenseno", "licence", "license"],
  company: ["company", "companyname", "licensee", "licenceholder", "licenseholder", "operator"],
  licenceClass: ["class", "licenceclass", "licenseclass", "category"],
  domains: ["websitedomains", "websites", "website", "domains", "domain", "webaddresses", "urls"],
  status: ["status", "licencestatus", "licensestatus"],
  validFrom: ["validfrom", "from", "issued", "dateofissue", "issuedate", "startdate"],
  validTo: ["validto", "validuntil", "to", "until", "expires", "expiry", "expirydate", "enddate"],
} as const;
const GREEK_COLUMNS: Record<keyof typeof LICENCE_COLUMNS, string[]> = {
  licenceNumber: ["αριθμοςαδειας", "αραδειας"],
  company: ["εταιρεια", "επωνυμια", "αδειουχος", "κατοχοςαδειας"],
  licenceClass: ["κατηγορια", "κλαση", "ταξη"],
  domains: ["ιστοσελιδα", "ιστοσελιδες", "ιστοτοποι", "ιστοτοπος"],
  status: ["κατασταση"],
  validFrom: ["ημερομηνιαεκδοσης", "ισχυςαπο", "απο"],
  validTo: ["ημερομηνιαληξης", "ισχυςεως", "εως", "ληξη"],
};
type LicenceColumn = keyof typeof LICENCE_COLUMNS;
const REQUIRED: readonly LicenceColumn[] = ["licenceNumber", "company", "status"];
/** The names a missing column is reported by. */
const SHOWN_NAME: Record<LicenceColumn, string> = {
  licenceNumber: "licence number",
  company: "company",
  licenceClass: "class",
  domains: "website domains",
  status: "status",
  validFrom: "valid from",
  validTo: "valid to",
};
const BLOCKED_COLUMNS = [
  "domain",
  "domains",
  "website",
  "websites",
  "url",
  "site",
  "blockedsite",
  "ιστοτοπος",
];

/** Status words as registers write them, read into the register's four. */
const STATUS_WORDS: Record<RegisterEntryStatus, string[]> = {
  active: ["active", "valid", "licensed", "current", "inforce", "ενεργη", "ενεργος", "σεισχυ", "ισχυει"],
  suspended: ["suspended", "undersuspension", "σεαναστολη", "αναστολη", "ανεσταλμενη"],
  revoked: ["revoked", "withdrawn", "cancelled", "canceled", "ανακληθηκε", "ανακληθεισα", "ανακληση"],
  expired: ["expired", "lapsed", "ληγμενη", "εληξε"],
};
const statusOf = (text: string): RegisterEntryStatus | undefined => {
  const word = plainWords(text);
  return (Object.keys(STATUS_WORDS) as RegisterEntryStatus[]).find((status) =>
    STATUS_WORDS[status].includes(word),
  );
};

const DELIMITERS = ["\t", ",", ";"];
const LICENCE_MAX = 100;
const COMPANY_MAX = 255;
const CLASS_MAX = 20;

type Table = { records: string[][]; headerIndex: number; header: string[]; quoteErrors: Set<number> };

const isBlank = (cells: readonly string[]) => cells.every((cell) => cell.trim() === "");

function readTable(source: string, delimiter: string): Table {
  const parsed = Papa.parse<string[]>(source, { delimiter, header: false, skipEmptyLines: false });
  const headerIndex = parsed.data.findIndex((cells) => !isBlank(cells));
  const quoteErrors = new Set(
    parsed.errors.filter((e) => e.type === "Quotes" && e.row !== undefined).map((e) => e.row!),
  );
  const header = (parsed.data[headerIndex] ?? []).map(plainWords);
  return { records: parsed.data, headerIndex, header, quoteErrors };
}

/** The text without a byte-order mark; 400 when it is empty or not text at all. */
function sourceOf(text: string): string {
  const source = text.replace(/^\uFEFF/, "");
  if (source.trim() === "") throw apiError(400, "admin.register.error.no_data");
  if (source.includes("\u0000")) throw apiError(400, "admin.register.error.unreadable");
  return source;
}

/** The data records after the header, with their row numbers; 400 past the kind's row limit. */
function dataRows(table: Table, limit: number, from = table.headerIndex + 1) {
  const rows: { row: number; cells: string[]; index: number }[] = [];
  for (let index = from; index < table.records.length; index++) {
    const cells = table.records[index]!;
    if (isBlank(cells)) continue;
    rows.push({ row: index + 1, cells, index });
    if (rows.length > limit) throw apiError(400, "admin.register.error.too_many_rows", { count: limit });
  }
  return rows;
}

const issue = (
  row: number | null,
  key: MessageKey,
  params?: MessageParams,
  column?: string,
): RegisterIssue => ({
  ...keyedMessage(key, params),
  row,
  ...(column && { column }),
});

/** 'YYYY-MM-DD' from an ISO date or a day-first one (DD/MM/YYYY, DD.MM.YYYY); undefined when neither. */
function isoDate(text: string): string | null | undefined {
  const value = text.trim();
  if (value === "") return null;
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(value);
  const dayFirst = /^(\d{1,2})[./-](\d{1,2})[./-](\d{4})$/.exec(value);
  const [year, month, day] = iso
    ? [iso[1], iso[2], iso[3]]
    : dayFirst
      ? [dayFirst[3], dayFirst[2], dayFirst[1]]
      : [];
  if (!year) return undefined;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  if (date.getUTCDate() !== Number(day) || date.getUTCMonth() !== Number(month) - 1) return undefined;
  return date.toISOString().slice(0, 10);
}

/** A cell of several domains, split at commas, semicolons, bars or white space. */
function domainsOf(cell: string): { domains: string[]; bad: string[] } {
  const parts = cell.split(/[\s,;|]+/).filter((part) => part !== "");
  const domains: string[] = [];
  const bad: string[] = [];
  for (const part of parts) {
    const domain = websiteDomain(part);
    if (domain === null) bad.push(part);
    else if (!domains.includes(domain)) domains.push(domain);
  }
  return { domains, bad };
}

/** A licence number compared without case, spaces or punctuation: 'NBA CY 2016/007' is 'NBA-CY-2016-007'. */
export const licenceKey = (licence: string) => plainWords(licence);

/** The licence register: one record per licence, and the problems of its rows. */
export function readLicenceRegister(text: string): { records: LicenceRecord[]; errors: RegisterIssue[] } {
  const source = sourceOf(text);
  const columnOf = (header: string[]) =>
    Object.fromEntries(
      (Object.keys(LICENCE_COLUMNS) as LicenceColumn[]).map((column) => {
        const names: readonly string[] = [...LICENCE_COLUMNS[column], ...GREEK_COLUMNS[column]];
        return [column, header.findIndex((name) => names.includes(name))];
      }),
    ) as Record<LicenceColumn, number>;
  const tables = DELIMITERS.map((delimiter) => readTable(source, delimiter));
  const table = tables.find((t) => REQUIRED.every((column) => columnOf(t.header)[column] >= 0)) ?? tables[0]!;
  const at = columnOf(table.header);
  const missing = REQUIRED.find((column) => at[column] < 0);
  if (missing) {
    const header = (table.records[table.headerIndex] ?? []).join(", ").slice(0, 200);
    throw apiError(400, "admin.register.error.missing_column", { column: SHOWN_NAME[missing], header });
  }

  const records: LicenceRecord[] = [];
  const errors: RegisterIssue[] = [];
  const firstRowOf = new Map<string, number>();
  for (const { row, cells, index } of dataRows(table, REGISTER_ROWS_MAX.licences)) {
    if (table.quoteErrors.has(index)) {
      errors.push(issue(row, "admin.import.error.quotes"));
      continue;
    }
    // A table pasted from a page may end its rows in empty cells; text past the header is a shifted row.
    if (cells.slice(table.header.length).some((extra) => extra.trim() !== "")) {
      errors.push(
        issue(row, "admin.import.error.field_count", { found: cells.length, expected: table.header.length }),
      );
      continue;
    }
    const cell = (column: LicenceColumn) => (at[column] < 0 ? "" : (cells[at[column]] ?? "").trim());
    const rowErrors: RegisterIssue[] = [];
    const fail = (key: MessageKey, params?: MessageParams, column?: LicenceColumn) =>
      rowErrors.push(issue(row, key, params, column && SHOWN_NAME[column]));

    const licenceNumber = cell("licenceNumber");
    const company = cell("company").replace(/\s+/g, " ");
    const licenceClass = cell("licenceClass") || null;
    if (licenceNumber === "" || company === "") fail("admin.register.error.licence_required");
    if (licenceNumber.length > LICENCE_MAX)
      fail("validation.max_length", { count: LICENCE_MAX }, "licenceNumber");
    if (company.length > COMPANY_MAX) fail("validation.max_length", { count: COMPANY_MAX }, "company");
    if (licenceClass && licenceClass.length > CLASS_MAX)
      fail("validation.max_length", { count: CLASS_MAX }, "licenceClass");
    const status = statusOf(cell("status"));
    if (!status) fail("admin.register.error.unknown_status", { status: cell("status") }, "status");
    const { domains, bad } = domainsOf(cell("domains"));
    for (const value of bad) fail("admin.register.error.bad_domain", { value }, "domains");
    const validFrom = isoDate(cell("validFrom"));
    if (validFrom === undefined)
      fail("admin.register.error.bad_date", { value: cell("validFrom") }, "validFrom");
    const validTo = isoDate(cell("validTo"));
    if (validTo === undefined) fail("admin.register.error.bad_date", { value: cell("validTo") }, "validTo");
    const key = licenceKey(licenceNumber);
    const earlier = key === "" ? undefined : firstRowOf.get(key);
    if (earlier !== undefined)
      fail("admin.register.error.duplicate_licence", { licence: licenceNumber, row: earlier });
    else if (key !== "") firstRowOf.set(key, row);

    if (rowErrors.length > 0) errors.push(...rowErrors);
    else
      records.push({
        row,
        licenceNumber,
        company,
        licenceClass,
        domains,
        status: status!,
        validFrom: validFrom ?? null,
        validTo: validTo ?? null,
      });
  }
  return { records, errors };
}

/**
 * The block list: one domain (or address) per row, or a table with a domain column. Repeats are
 * read once.
 */
export function readBlockList(text: string): { domains: string[]; errors: RegisterIssue[] } {
  const source = sourceOf(text);
  const tables = DELIMITERS.map((delimiter) => readTable(source, delimiter));
  const withColumn = tables.find((t) => t.header.some((name) => BLOCKED_COLUMNS.includes(name)));
  const table = withColumn ?? tables.find((t) => t.records.every((cells) => cells.length <= 1)) ?? tables[0]!;
  const column = withColumn ? withColumn.header.findIndex((name) => BLOCKED_COLUMNS.includes(name)) : 0;
  const single = table.records.every((cells) => cells.length <= 1);
  if (!withColumn && !single) {
    const header = (table.records[table.headerIndex] ?? []).join(", ").slice(0, 200);
    throw apiError(400, "admin.register.error.missing_column", { column: "domain", header });
  }
  // A one-column list may still start with a title ("Blocked websites") rather than a domain.
  const firstCell = table.records[table.headerIndex]?.[0] ?? "";
  const from = withColumn || websiteDomain(firstCell) === null ? table.headerIndex + 1 : table.headerIndex;

  const domains = new Set<string>();
  const errors: RegisterIssue[] = [];
  for (const { row, cells } of dataRows(table, REGISTER_ROWS_MAX.blocked_sites, from)) {
    const value = (cells[column] ?? "").trim();
    if (value === "") continue;
    const domain = websiteDomain(value);
    if (domain === null) errors.push(issue(row, "admin.register.error.bad_domain", { value }));
    else domains.add(domain);
  }
  return { domains: [...domains].sort(), errors };
}
