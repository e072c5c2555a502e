import { randomUUID } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import type { Browser, BrowserContextOptions, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { providers, providersI18n } from "#schema/providers";
import { axeViolations } from "./support/axe";
import { launchBrowser, notification, openPage, waitForHydration } from "./support/browser";
import { adminStorageState, textIn } from "./support/sign-in";
import { withSiteDatabase } from "./support/site-database";

const english = textIn("en");

const suffix = randomUUID().slice(0, 8);
/** An active provider the import updates (matched by brand in another case), and a new brand it adds as a draft. */
const EXISTING = { brand: `E2E Import ${suffix}`, slug: `e2e-import-${suffix}` };
const DRAFT = { brand: `E2E Draft ${suffix}` };
const SEO_TITLE = `Imported title ${suffix}`;
const OVERVIEW = `Imported overview, with a comma ${suffix}`;

let browser: Browser;
let adminSession: BrowserContextOptions["storageState"];

beforeAll(async () => {
  browser = await launchBrowser();
  adminSession = await adminStorageState(browser);
  await withSiteDatabase(async (db) => {
    const id = randomUUID();
    await db
      .insert(providers)
      .values({ id, brand: EXISTING.brand, domain: "import.example", licenseId: "E2E" });
    await db
      .insert(providersI18n)
      .values({ providerId: id, locale: "en", slug: EXISTING.slug, overview: "Before the import." });
  });
});

afterAll(async () => {
  // Other files count the providers: both go, with their texts (foreign keys cascade).
  await withSiteDatabase((db) =>
    db.delete(providers).where(inArray(providers.brand, [EXISTING.brand, DRAFT.brand])),
  );
  await browser?.close();
});

/** A file as a spreadsheet tool saves it: a UTF-8 BOM first, CRLF line ends. */
const csvFile = (name: string, lines: string[]) => ({
  name,
  mimeType: "text/csv",
  buffer: Buffer.from(`\uFEFF${lines.join("\r\n")}\r\n`, "utf8"),
});

const box = (page: Page, labelKey: string) => page.getByRole("group", { name: english(labelKey) });

describe("Import CSV (/admin/import)", () => {
  it("an admin uploads CSV files, previews, imports; the public page shows the new texts and the new brand is a draft", async () => {
    const { page, errors, close } = await openPage(browser, { locale: "en-US", storageState: adminSession });
    await page.goto("/admin/import");
    await waitForHydration(page);
    await page.getByRole("heading", { level: 1, name: english("admin.nav.import") }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    const seo = box(page, "admin.import.seo_label");
    await seo
      .getByLabel(english("admin.import.file"))
      .setInputFiles(
        csvFile("seo.csv", [
          "brand,lang,slug,seo_title,seo_description",
          `${EXISTING.brand.toUpperCase()},en,,${SEO_TITLE},"Short, quoted description"`,
          `${DRAFT.brand},en,,Draft title,`,
        ]),
      );
    const content = box(page, "admin.import.content_label");
    await content
      .getByLabel(english("admin.import.file"))
      .setInputFiles(
        csvFile("content.csv", [
          "brand,lang,section_overview,section_hero_image",
          `${EXISTING.brand},en,"${OVERVIEW}",hero.png`,
        ]),
      );
    await expect.poll(() => seo.getByRole("textbox").inputValue()).toContain(SEO_TITLE);
    await expect.poll(() => content.getByRole("textbox").inputValue()).toContain(OVERVIEW);

    await page.getByRole("button", { name: english("admin.import.preview"), exact: true }).click();
    const preview = page.getByRole("region", { name: english("admin.import.preview_heading") });
    await preview.waitFor();
    await page.getByText(english("admin.import.ready")).waitFor();
    const brands = preview.getByRole("table", { name: english("admin.import.brands_heading") });
    expect(await brands.getByRole("row", { name: new RegExp(EXISTING.brand) }).textContent()).toContain(
      english("admin.import.action.update"),
    );
    expect(await brands.getByRole("row", { name: new RegExp(DRAFT.brand) }).textContent()).toContain(
      english("admin.import.action.create"),
    );
    const columns = preview.getByRole("table", { name: english("admin.import.columns_heading") });
    expect(await columns.getByRole("row", { name: /section_hero_image/ }).textContent()).toContain(
      english("admin.import.ignored"),
    );
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole("button", { name: english("admin.import.import"), exact: true }).click();
    await notification(page, english("admin.import.done")).waitFor();
    await page.getByRole("region", { name: english("admin.import.result_heading") }).waitFor();
    expect(errors).toEqual([]);

    // The public page, on the next request: the overview in the page, the SEO title in <title>.
    await page.goto(`/en/providers/${EXISTING.slug}`);
    await page.getByText(OVERVIEW).waitFor();
    expect(await page.title()).toContain(SEO_TITLE);

    const draft = await withSiteDatabase((db) =>
      db.select().from(providers).where(eq(providers.brand, DRAFT.brand)),
    );
    expect(draft).toEqual([expect.objectContaining({ active: false })]);
    await close();
  });

  it("shows a malformed row in the preview and keeps Import disabled", async () => {
    const { page, close } = await openPage(browser, { locale: "en-US", storageState: adminSession });
    await page.goto("/admin/import");
    await waitForHydration(page);
    await box(page, "admin.import.seo_label")
      .getByRole("textbox")
      .fill(`brand,lang,seo_title\n${EXISTING.brand},xx,Nope\n`);
    await page.getByRole("button", { name: english("admin.import.preview"), exact: true }).click();
    const errorsTable = page.getByRole("table", { name: english("admin.import.errors_heading") });
    await errorsTable.getByText('Unknown language "xx"', { exact: false }).waitFor();
    expect(
      await page.getByRole("button", { name: english("admin.import.import"), exact: true }).isDisabled(),
    ).toBe(true);
    await close();
  });
});
