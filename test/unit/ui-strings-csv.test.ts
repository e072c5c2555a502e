import { describe, expect, it } from "vitest";
import type { UiStringRow } from "#schema/api/ui-strings";
import { csvField, toCsv, UTF8_BOM } from "#web/features/admin/csv";
import { uiStringsCsv } from "#web/features/admin/ui-strings/csv";
import { filterUiStrings, missingCounts } from "#web/features/admin/ui-strings/filter-strings";

/** An independent reader of RFC 4180 CSV, to check that what is written reads back the same. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ",") {
      row.push(field);
      field = "";
    } else if (char === "\r" && text[i + 1] === "\n") {
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
      i++;
    } else field += char;
  }
  return rows;
}

const row = (key: string, texts: Partial<Record<string, string | null>>): UiStringRow => ({
  id: key,
  key,
  el: null,
  en: null,
  ru: null,
  he: null,
  uk: null,
  fr: null,
  ...texts,
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
});

describe("the UI strings CSV export", () => {
  it("starts with a UTF-8 byte-order mark so spreadsheets read Greek, Hebrew and Cyrillic", () => {
    const csv = uiStringsCsv([row("nav.home", { el: "Αρχική", he: "ראשי", ru: "Главная" })]);
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv.startsWith(UTF8_BOM)).toBe(true);
    expect([...new TextEncoder().encode(csv).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(csv).toContain("Αρχική");
    expect(csv).toContain("ראשי");
  });

  it("has a header of key and the six languages in the site's order, and an empty field for a missing text", () => {
    const csv = uiStringsCsv([row("a.b", { en: "Hello", fr: "" })]);
    const [header, first] = parseCsv(csv.slice(1));
    expect(header).toEqual(["key", "el", "en", "ru", "he", "uk", "fr"]);
    expect(first).toEqual(["a.b", "", "Hello", "", "", "", ""]);
  });

  it("quotes commas, quotes, line breaks and edge spaces, and nothing else", () => {
    expect(csvField("plain text")).toBe("plain text");
    expect(csvField("a, b")).toBe('"a, b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField("two\nlines")).toBe('"two\nlines"');
    expect(csvField("cr\r\nlf")).toBe('"cr\r\nlf"');
    expect(csvField(" padded ")).toBe('" padded "');
    expect(csvField(null)).toBe("");
  });

  it("keeps spreadsheets from running a text as a formula", () => {
    const csv = uiStringsCsv([
      row("a.b", { en: '=HYPERLINK("https://evil.example")', el: "@SUM(A1)", fr: "-1+2" }),
    ]);
    const [, first] = parseCsv(csv.slice(1));
    expect(first).toEqual(["a.b", "'@SUM(A1)", '\'=HYPERLINK("https://evil.example")', "", "", "", "'-1+2"]);
  });

  it("reads back exactly what was written, whatever the texts hold", () => {
    const tricky = [
      ["key", "text"],
      ["q", 'He said "yes, «ναι»", then left'],
      ["n", "line one\nline two\r\nline three"],
      ["c", ",,,"],
      ["e", ""],
      ["he", "שלום, עולם"],
    ];
    const csv = toCsv(tricky);
    expect(csv.endsWith("\r\n")).toBe(true);
    expect(parseCsv(csv.slice(1))).toEqual(tricky);
  });
});

describe("the UI strings table's filters", () => {
  const rows = [
    row("nav.home", { el: "Αρχική", en: "Home", ru: "Главная", he: "ראשי", uk: "Головна", fr: "Accueil" }),
    row("nav.bonus", { el: "Μπόνους", en: "Bonuses", ru: "", he: null, uk: "  ", fr: "Bonus" }),
    row("footer.help", { el: "Βοήθεια", en: "Help", ru: "Помощь", he: "עזרה", uk: "Допомога", fr: null }),
  ];

  it("counts the missing (absent or blank) texts per language", () => {
    expect(missingCounts(rows)).toEqual({ el: 0, en: 0, ru: 1, he: 1, uk: 1, fr: 1 });
  });

  it("finds keys by key or by any language's text, ignoring case", () => {
    const keys = (query: string, missingOnly = false) =>
      filterUiStrings(rows, query, missingOnly).map((r) => r.key);
    expect(keys("NAV.")).toEqual(["nav.home", "nav.bonus"]);
    expect(keys("главная")).toEqual(["nav.home"]);
    expect(keys("עזרה")).toEqual(["footer.help"]);
    expect(keys("bonus")).toEqual(["nav.bonus"]);
    expect(keys("")).toHaveLength(3);
    expect(keys("", true)).toEqual(["nav.bonus", "footer.help"]);
    expect(keys("nav", true)).toEqual(["nav.bonus"]);
    expect(keys("nothing like it")).toEqual([]);
  });
});
