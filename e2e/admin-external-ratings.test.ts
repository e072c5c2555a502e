import { randomUUID } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import type { Browser, BrowserContextOptions } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { providers } from "#schema/providers";
import { externalRatings } from "#schema/reviews";
import { axeViolations } from "./support/axe";
import { launchBrowser, notification, openPage, waitForHydration } from "./support/browser";
import { adminStorageState, textIn } from "./support/sign-in";
import { withSiteDatabase } from "./support/site-database";

const english = textIn("en");
const PROVIDER = { id: randomUUID(), brand: `E2E Rated Bet ${randomUUID().slice(0, 8)}` };
/** Saved long ago, so its card is far from the first; its brand is not the drop-down's first either. */
const EDITED = { id: randomUUID(), brand: `E2E Kept Bet ${randomUUID().slice(0, 8)}` };
const EDITED_RATING = { id: randomUUID(), providerId: EDITED.id, source: "scamadviser" as const };

let browser: Browser;
let session: BrowserContextOptions["storageState"];

beforeAll(async () => {
  browser = await launchBrowser();
  await withSiteDatabase((db) =>
    db.batch([
      db.insert(providers).values({ ...PROVIDER, domain: "e2e-rated.example", licenseId: "E2E-R" }),
      db.insert(providers).values({ ...EDITED, domain: "e2e-kept.example", licenseId: "E2E-K" }),
      db.insert(externalRatings).values({
        ...EDITED_RATING,
        rating: 96,
        scale: 100,
        reviewCount: 33,
        lastSyncedAt: new Date("2020-01-01T00:00:00Z"),
      }),
      db
        .insert(externalRatings)
        .values({ providerId: PROVIDER.id, source: "trustpilot", rating: 4, scale: 5, reviewCount: 10 }),
    ]),
  );
  session = await adminStorageState(browser);
});

afterAll(async () => {
  // Its ratings go with it (cascade).
  await withSiteDatabase((db) => db.delete(providers).where(inArray(providers.id, [PROVIDER.id, EDITED.id])));
  await browser?.close();
});

describe("External Ratings (/admin/external-ratings)", () => {
  it("edits the record whose Edit was pressed, first thing after a page load, and keeps its provider", async () => {
    const { page, errors, close } = await openPage(browser, { locale: "en-US", storageState: session });
    await page.goto("/admin/external-ratings");
    await waitForHydration(page);
    const card = page.locator("main li", { hasText: "ScamAdviser" }).filter({ hasText: EDITED.brand });
    await card.getByRole("button", { name: /^Edit/ }).click();
    const dialog = page.getByRole("dialog", { name: english("admin.ratings.edit_title") });
    // What the provider control shows once everything it reads has arrived: a drop-down's chosen
    // option, or a read-only box's text.
    const shownProvider = () =>
      dialog
        .getByLabel(english("admin.field.provider"))
        .evaluate((control) =>
          control instanceof HTMLSelectElement
            ? (control.selectedOptions[0]?.text ?? "")
            : (control as HTMLInputElement).value,
        );
    await expect.poll(shownProvider).toBe(EDITED.brand);
    await page.waitForLoadState("networkidle");
    expect(await shownProvider()).toBe(EDITED.brand);
    const rating = dialog.getByLabel(english("admin.ratings.rating_label"));
    expect(await rating.inputValue()).toBe("96");
    await rating.fill("95.5");
    await dialog.getByRole("button", { name: english("admin.action.save") }).click();
    await notification(page, "Rating updated successfully").waitFor();
    await dialog.waitFor({ state: "detached" });
    const [row] = await withSiteDatabase((db) =>
      db.select().from(externalRatings).where(eq(externalRatings.id, EDITED_RATING.id)),
    );
    expect(row).toMatchObject({ providerId: EDITED.id, source: "scamadviser", rating: 95.5, scale: 100 });
    await card.getByText("95.5 / 100").waitFor();
    expect(errors).toEqual([]);
    await close();
  });

  it("adds a rating from the dialog, refuses a second one from the same source at its field, and deletes", async () => {
    const { page, errors, close } = await openPage(browser, { locale: "en-US", storageState: session });
    await page.goto("/admin/external-ratings");
    await waitForHydration(page);
    await page.getByRole("heading", { level: 1, name: "External Ratings" }).waitFor();

    const openDialog = async () => {
      await page.getByRole("button", { name: english("admin.ratings.add") }).click();
      const dialog = page.getByRole("dialog", { name: english("admin.ratings.add_title") });
      await dialog.getByLabel(english("admin.field.provider")).selectOption({ label: PROVIDER.brand });
      return dialog;
    };

    expect(await axeViolations(page)).toEqual([]);
    // Trustpilot is taken: the server's 409 shows at the source field, and nothing is saved.
    let dialog = await openDialog();
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByLabel(english("admin.ratings.source_label")).selectOption({ label: "Trustpilot" });
    const rating = dialog.getByLabel(english("admin.ratings.rating_label"));
    // Trustpilot rates out of 5: the form says so, and refuses more (with the API's own schema).
    await dialog.getByText("From 0 to 5, on the source's own scale").waitFor();
    await rating.fill("8.4");
    await dialog.getByRole("button", { name: english("admin.action.save") }).click();
    await dialog.getByText("Rating must be a number from 0 to 5").waitFor();
    await rating.fill("4.4");
    await dialog.getByRole("button", { name: english("admin.action.save") }).click();
    await dialog.getByText(`This provider already has a rating from trustpilot.`).waitFor();
    await notification(page, "Failed to save rating").waitFor();

    // Another source is fine; the review count starts at 0.
    await dialog.getByLabel(english("admin.ratings.source_label")).selectOption({ label: "AskGamblers" });
    await rating.fill("7.55");
    await dialog.getByRole("button", { name: english("admin.action.save") }).click();
    await dialog.getByText("Rating can have at most one decimal").waitFor();
    await rating.fill("7.5");
    await dialog.getByLabel(english("admin.ratings.url_label")).fill("https://www.askgamblers.com/e2e");
    await dialog.getByRole("button", { name: english("admin.action.save") }).click();
    await notification(page, "Rating created successfully").waitFor();
    await dialog.waitFor({ state: "detached" });

    const card = page.locator("main li", { hasText: "AskGamblers" }).filter({ hasText: PROVIDER.brand });
    await card.getByText("7.5 / 10").waitFor();
    expect(await card.getByRole("link", { name: /View Source/ }).getAttribute("href")).toBe(
      "https://www.askgamblers.com/e2e",
    );
    const rows = await withSiteDatabase((db) =>
      db.select().from(externalRatings).where(eq(externalRatings.providerId, PROVIDER.id)),
    );
    expect(rows.map((r) => [r.source, r.rating, r.reviewCount]).sort()).toEqual([
      ["askgamblers", 7.5, 0],
      ["trustpilot", 4, 10],
    ]);

    await card.getByRole("button", { name: /^Delete/ }).click();
    dialog = page.getByRole("dialog", { name: english("admin.ratings.delete_title") });
    await dialog.getByRole("button", { name: english("admin.action.delete") }).click();
    await notification(page, "Rating deleted successfully").waitFor();
    await card.waitFor({ state: "detached" });
    // The refused save is the browser console's only complaint.
    expect(errors).toEqual([
      "error: Failed to load resource: the server responded with a status of 409 (Conflict)",
    ]);
    await close();
  });

  it("in Greek, reads a rating with a decimal comma and refuses a point it could read two ways", async () => {
    const greek = textIn("el");
    const { page, errors, close } = await openPage(browser, { locale: "el-GR", storageState: session });
    await page.goto("/admin/external-ratings");
    await waitForHydration(page);
    await page.getByRole("button", { name: greek("admin.ratings.add") }).click();
    const dialog = page.getByRole("dialog", { name: greek("admin.ratings.add_title") });
    await dialog.getByLabel(greek("admin.field.provider")).selectOption({ label: PROVIDER.brand });
    await dialog.getByLabel(greek("admin.ratings.source_label")).selectOption("casino_guru");
    const rating = dialog.getByLabel(greek("admin.ratings.rating_label"));
    expect(await dialog.getByLabel(greek("admin.ratings.review_count_label")).inputValue()).toBe("0");

    await rating.fill("7.5");
    await dialog.getByRole("button", { name: greek("admin.action.save") }).click();
    await dialog.getByText(greek("validation.number_ambiguous").replace("{example}", "1234,5")).waitFor();
    expect(await rating.getAttribute("aria-invalid")).toBe("true");

    await rating.fill("7,5");
    await dialog.getByRole("button", { name: greek("admin.action.save") }).click();
    await dialog.waitFor({ state: "detached" });
    const card = page.locator("main li", { hasText: "Casino Guru" }).filter({ hasText: PROVIDER.brand });
    await card.getByText("7,5 / 10").waitFor();
    const rows = await withSiteDatabase((db) =>
      db.select().from(externalRatings).where(eq(externalRatings.providerId, PROVIDER.id)),
    );
    expect(rows.find((row) => row.source === "casino_guru")?.rating).toBe(7.5);
    expect(errors).toEqual([]);
    await close();
  });
});
