import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
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

let browser: Browser;
let session: BrowserContextOptions["storageState"];

beforeAll(async () => {
  browser = await launchBrowser();
  await withSiteDatabase((db) =>
    db.batch([
      db.insert(providers).values({ ...PROVIDER, domain: "e2e-rated.example", licenseId: "E2E-R" }),
      db
        .insert(externalRatings)
        .values({ providerId: PROVIDER.id, source: "trustpilot", rating: 8, reviewCount: 10 }),
    ]),
  );
  session = await adminStorageState(browser);
});

afterAll(async () => {
  // Its ratings go with it (cascade).
  await withSiteDatabase((db) => db.delete(providers).where(eq(providers.id, PROVIDER.id)));
  await browser?.close();
});

describe("External Ratings (/admin/external-ratings)", () => {
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
    await dialog.getByLabel("Rating (0-10 scale)").fill("7.5");
    await dialog.getByRole("button", { name: english("admin.action.save") }).click();
    await dialog.getByText(`This provider already has a rating from trustpilot.`).waitFor();
    await notification(page, "Failed to save rating").waitFor();

    // Another source is fine; the review count starts at 0.
    await dialog.getByLabel(english("admin.ratings.source_label")).selectOption({ label: "AskGamblers" });
    await dialog.getByLabel("Rating (0-10 scale)").fill("7.55");
    await dialog.getByRole("button", { name: english("admin.action.save") }).click();
    await dialog.getByText("Rating can have at most one decimal").waitFor();
    await dialog.getByLabel("Rating (0-10 scale)").fill("7.5");
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
      ["trustpilot", 8, 10],
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
