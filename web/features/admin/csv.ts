/** Makes spreadsheet tools (Excel above all) read the file as UTF-8: Greek, Hebrew, Cyrillic intact. */
export const UTF8_BOM = "\uFEFF";

const PLAIN_NUMBER = /^[+-]?\d+(\.\d+)?$/;

/**
 * Exports hold text typed by visitors and staff: a field a spreadsheet would take for a formula
 * (=, +, -, @, or a tab or return first) gets a leading apostrophe, so opening the file runs
 * nothing. A plain number (-3, 0.7500) is no formula and stays a number.
 */
export const spreadsheetSafe = <T extends string | null | undefined>(text: T): T =>
  text && /^[=+\-@\t\r]/.test(text) && !PLAIN_NUMBER.test(text) ? (`'${text}` as T) : text;

/**
 * One CSV field (RFC 4180), made safe for spreadsheets first: quoted when it holds a comma, a
 * quote, a line break or leading or trailing spaces, with its quotes doubled; a missing value is an
 * empty field.
 */
export function csvField(value: string | null | undefined): string {
  const text = spreadsheetSafe(value ?? "");
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Rows of fields as CSV text: CRLF line ends, a BOM first. */
export function toCsv(rows: readonly (readonly (string | null | undefined)[])[]): string {
  return UTF8_BOM + rows.map((row) => row.map(csvField).join(",")).join("\r\n") + "\r\n";
}

/** Hands the CSV to the browser as a download. */
export function downloadCsv(filename: string, csv: string) {
  const url = URL.createObjectURL(new Blob([csv], { type: "text/csv;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  document.body.appendChild(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
