import { describe, expect, it } from "vitest";
import { TRANSLATION_TEXT_MAX, translationFieldsSchema } from "#schema/api/admin-providers";
import { messageOf } from "#schema/api/messages";
import { columnOf, parseImportFile } from "#worker/services/import-csv";

describe("columnOf: what a column maps to", () => {
  it.each([
    ["content", "section_overview", { kind: "text", field: "overview" }],
    ["content", "section_bonus_headline", { kind: "text", field: "bonusHeadline" }],
    ["content", "section_cta_text", { kind: "text", field: "ctaText" }],
    ["content", "section_faq_2_answer", { kind: "faq", entry: 2, part: "answer" }],
    ["content", "section_hero", { kind: "ignored" }],
    ["content", "seo_title", { kind: "ignored" }],
    ["seo", "seo_title", { kind: "text", field: "seoTitle" }],
    ["seo", "seo_description", { kind: "text", field: "seoDescription" }],
    ["seo", "slug", { kind: "text", field: "slug" }],
    ["seo", "section_overview", { kind: "ignored" }],
    ["seo", "brand", { kind: "key", name: "brand" }],
  ] as const)("%s file, %s", (file, name, expected) => {
    expect(columnOf(file, name)).toEqual(expected);
  });
});

describe("parseImportFile", () => {
  it("drops a BOM, reads header names in any case, quoted commas, quotes and line breaks", () => {
    const parsed = parseImportFile(
      "seo",
      '\uFEFF Brand ,LANG,Seo_Title\r\nAcme,EN,"Best, ""really""\nbest"\r\n\r\n',
    );
    expect(parsed.errors).toEqual([]);
    expect(parsed.rows).toBe(1);
    expect(parsed.changes).toEqual([
      { file: "seo", row: 2, brand: "Acme", locale: "en", texts: { seoTitle: 'Best, "really"\nbest' } },
    ]);
  });

  it("changes only the columns present; a blank cell empties its field, a blank slug keeps the stored one", () => {
    const [change] = parseImportFile("seo", "brand,lang,slug,seo_description\nAcme,el,,\n").changes;
    expect(change!.texts).toEqual({ seoDescription: null });
  });

  it("collects FAQ pairs in order of their number, dropping blank pairs", () => {
    const [change] = parseImportFile(
      "content",
      "brand,lang,section_faq_2_question,section_faq_2_answer,section_faq_1_question,section_faq_1_answer,section_faq_3_question,section_faq_3_answer\n" +
        "Acme,fr,Q2,A2,Q1,A1,,\n",
    ).changes;
    expect(change!.faq).toEqual([
      { question: "Q1", answer: "A1" },
      { question: "Q2", answer: "A2" },
    ]);
    const [none] = parseImportFile(
      "content",
      "brand,lang,section_faq_1_question,section_faq_1_answer\nA,en,,\n",
    ).changes;
    expect(none!.faq).toBeNull();
  });

  it("reports half a FAQ pair, an overlong field and a bad slug on their columns", () => {
    const long = "x".repeat(101);
    const content = parseImportFile(
      "content",
      `brand,lang,section_cta_text,section_faq_1_question,section_faq_1_answer\nAcme,en,${long},Q,\n`,
    );
    expect(content.errors.map((e) => [e.row, e.column, e.message])).toEqual([
      [2, "section_cta_text", "Must be at most 100 characters"],
      [2, "section_faq_1_answer", "Answer is required"],
    ]);
    const seo = parseImportFile("seo", "brand,lang,slug\nAcme,en,a b\n");
    expect(seo.errors[0]).toMatchObject({
      column: "slug",
      messageKey: "admin.providers.validation.slug_chars",
    });
  });

  it("gives file-level errors for missing and repeated columns, and for no column to import", () => {
    expect(parseImportFile("content", "brand,section_overview\nA,x\n").errors).toEqual([
      expect.objectContaining({ row: null, message: 'Missing required column "lang"' }),
    ]);
    expect(parseImportFile("seo", "brand,lang,slug,slug\n").errors).toEqual([
      expect.objectContaining({ row: null, messageKey: "admin.import.error.duplicate_column" }),
    ]);
    expect(parseImportFile("seo", "brand,lang,notes\nA,en,x\n").errors).toEqual([
      expect.objectContaining({ row: null, messageKey: "admin.import.error.no_data_columns" }),
    ]);
  });

  it("numbers rows as records (a quoted line break does not count), the header being row 1", () => {
    const parsed = parseImportFile("seo", 'brand,lang,seo_title\nA,en,"two\nlines"\n,en,x\n');
    expect(parsed.errors).toEqual([expect.objectContaining({ row: 3, column: "brand" })]);
  });

  it("reads a spreadsheet's semicolons (UTF-8 with a BOM, CRLF) with Greek text, and tabs", () => {
    const greek =
      "\uFEFFbrand;lang;slug;seo_title;seo_description\r\n" +
      'Ακμή Bet;el;akmi-bet;Στοιχήματα, αποδόσεις;"Με ""εισαγωγικά""; και ερωτηματικό"\r\n';
    const parsed = parseImportFile("seo", greek);
    expect(parsed.errors).toEqual([]);
    expect(parsed.changes).toEqual([
      expect.objectContaining({
        brand: "Ακμή Bet",
        locale: "el",
        texts: {
          slug: "akmi-bet",
          seoTitle: "Στοιχήματα, αποδόσεις",
          seoDescription: 'Με "εισαγωγικά"; και ερωτηματικό',
        },
      }),
    ]);
    const tabs = parseImportFile("content", "brand\tlang\tsection_cta_text\r\nAcme\ten\tJoin, now\r\n");
    expect(tabs.errors).toEqual([]);
    expect(tabs.changes[0]?.texts).toEqual({ ctaText: "Join, now" });
  });

  it("says what it read and which delimiters it tried when no header names brand or lang", () => {
    const parsed = parseImportFile("seo", "\uFEFFmarque|langue|slug\r\nAcme|fr|acme\r\n");
    expect(parsed.errors[0]).toMatchObject({
      row: null,
      messageKey: "admin.import.error.header_unreadable",
      params: { header: "marque|langue|slug", delimiter: '","', tried: '"," ";" Tab' },
    });
  });

  it("reads an empty or BOM-only file as nothing", () => {
    expect(parseImportFile("seo", "\uFEFF\n")).toEqual({ rows: 0, columns: [], changes: [], errors: [] });
  });
});

describe("the import's length limits", () => {
  const columnOfField = {
    slug: ["seo", "slug"],
    seoTitle: ["seo", "seo_title"],
    seoDescription: ["seo", "seo_description"],
    overview: ["content", "section_overview"],
    bonusHeadline: ["content", "section_bonus_headline"],
    ctaText: ["content", "section_cta_text"],
  } as const;

  it.each(Object.entries(columnOfField))(
    "are the API's for %s: one character more is refused by both, with the same message",
    (field, [file, column]) => {
      const max = TRANSLATION_TEXT_MAX[field as keyof typeof TRANSLATION_TEXT_MAX];
      const read = (text: string) => parseImportFile(file, `brand,lang,${column}\nAcme,en,${text}\n`);
      expect(read("a".repeat(max)).errors).toEqual([]);
      const [refused] = read("a".repeat(max + 1)).errors;
      expect(refused).toMatchObject({ column, messageKey: "validation.max_length", params: { count: max } });
      const api = translationFieldsSchema.safeParse({ slug: "acme", [field]: "a".repeat(max + 1) });
      expect(messageOf(api.error?.issues[0]?.message ?? "")?.message).toBe(refused!.message);
    },
  );
});
