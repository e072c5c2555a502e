import { randomUUID } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { providersI18n } from "#schema/providers";
import { reviews } from "#schema/reviews";
import { users } from "#schema/users";
import { launchBrowser, openPage, waitForHydration } from "./support/browser";
import { wakeIsland } from "./support/document-page";
import { withSiteDatabase } from "./support/site-database";

/**
 * What a form or a link can do works without JavaScript: each choice is a GET form or a link, and
 * the server renders the page its address asks for.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const withoutJavaScript = () => openPage(browser, { javaScriptEnabled: false, locale: "en-GB" });
/** The providers page's cards, by their headings. */
const brands = (page: Page) => page.locator("main h2").allTextContents();

describe("/providers without JavaScript", () => {
  it("searches: the box's text goes to the address, the server lists what matches", async () => {
    const { page, close } = await withoutJavaScript();
    await page.goto("/en/providers");
    expect((await brands(page)).length).toBeGreaterThan(1);
    await page.getByLabel("Search providers").fill("troodos");
    await page.getByRole("button", { name: "Apply" }).click();
    await page.waitForURL((url) => url.searchParams.get("q") === "troodos");
    expect(await brands(page)).toEqual(["Troodos Sports"]);
    await close();
  });

  it("sorts by name", async () => {
    const { page, close } = await withoutJavaScript();
    await page.goto("/en/providers");
    const byPriority = await brands(page);
    await page.getByRole("combobox", { name: "Sort by" }).selectOption({ label: "Name" });
    await page.getByRole("button", { name: "Apply" }).click();
    await page.waitForURL((url) => url.searchParams.get("sort") === "name");
    const byName = await brands(page);
    expect(byName).toEqual([...byPriority].sort((a, b) => a.localeCompare(b, "en")));
    expect(byName).not.toEqual(byPriority);
    expect(await page.getByRole("combobox", { name: "Sort by" }).inputValue()).toBe("name");
    await close();
  });
});

describe("/bonus without JavaScript", () => {
  it("filters by bonus type through its links", async () => {
    const { page, close } = await withoutJavaScript();
    await page.goto("/en/bonus");
    await page
      .getByRole("navigation", { name: "Bonus type" })
      .getByRole("link", { name: "Cashback" })
      .click();
    await page.waitForURL(/\/en\/bonus\?type=cashback$/);
    const cards = page.locator("main li", { has: page.locator("h2") });
    expect(await cards.count()).toBeGreaterThan(0);
    expect(await cards.getByText("Cashback", { exact: true }).count()).toBe(await cards.count());
    await close();
  });
});

describe("/leaderboard without JavaScript", () => {
  it("shows the month chosen in its drop-down", async () => {
    const { page, close } = await withoutJavaScript();
    await page.goto("/en/leaderboard");
    const month = page.getByRole("combobox", { name: "Month" });
    const [, earlier] = await month.locator("option").all();
    const [value, label] = [await earlier!.getAttribute("value"), await earlier!.textContent()];
    await month.selectOption(value!);
    await page.getByRole("button", { name: "Apply" }).click();
    await page.waitForURL((url) => url.searchParams.get("month") === value);
    expect(await page.locator("#standings-title").textContent()).toBe(`Standings: ${label}`);
    expect(await month.inputValue()).toBe(value);
    await close();
  });
});

describe("/compare without JavaScript", () => {
  const chips = (page: Page) =>
    page.getByRole("list", { name: "Chosen companies" }).getByRole("listitem").allTextContents();
  const columns = (page: Page) => page.locator("table thead th[scope=col] .font-semibold").allTextContents();
  const add = async (page: Page, brand: string) => {
    await page.getByLabel("Add a company").selectOption({ label: brand });
    await page.getByRole("button", { name: "Add", exact: true }).click();
    await page.getByRole("list", { name: "Chosen companies" }).getByText(brand).waitFor();
  };

  it("adds up to three, then offers no more and says why; a chip's button removes one", async () => {
    const { page, close } = await withoutJavaScript();
    await page.goto("/en/compare");
    await add(page, "AegeanBet");
    await add(page, "MouflonBet");
    await add(page, "Troodos Sports");
    expect(new URL(page.url()).searchParams.getAll("p").join(",")).toBe(
      "aegeanbet,mouflonbet,troodos-sports",
    );
    expect(await chips(page)).toEqual(["AegeanBet", "MouflonBet", "Troodos Sports"]);
    expect(await columns(page)).toEqual(["AegeanBet", "MouflonBet", "Troodos Sports"]);
    expect(await page.getByLabel("Add a company").isDisabled()).toBe(true);
    expect(await page.getByRole("button", { name: "Add", exact: true }).isDisabled()).toBe(true);
    await page.getByText("You can compare up to 3 companies.").waitFor();

    await page.getByRole("button", { name: "Remove MouflonBet" }).click();
    await page.waitForURL((url) => url.searchParams.get("p") === "aegeanbet,troodos-sports");
    expect(await chips(page)).toEqual(["AegeanBet", "Troodos Sports"]);
    expect(await columns(page)).toEqual(["AegeanBet", "Troodos Sports"]);
    expect(await page.getByLabel("Add a company").isDisabled()).toBe(false);
    await close();
  });

  it("compares the first three of a link naming four, and says so", async () => {
    const { page, close } = await withoutJavaScript();
    await page.goto("/en/compare?p=aegeanbet,mouflonbet,troodos-sports,mezebet");
    expect(await chips(page)).toEqual(["AegeanBet", "MouflonBet", "Troodos Sports"]);
    await page.getByText("The link named 4 companies; only the first 3 are compared.").waitFor();
    await close();
  });
});

describe("the language links without JavaScript", () => {
  it("lead to the same page in another language, its query kept; Hebrew reads right to left", async () => {
    const { page, close } = await withoutJavaScript();
    await page.goto("/en/providers?q=troodos&sort=name");
    // The cookie banner lies over the foot of the page until the visitor has chosen.
    await page.getByRole("button", { name: "Reject" }).click();
    await page.waitForURL(/\/en\/providers\?q=troodos&sort=name$/);
    const languages = page.getByRole("navigation", { name: "Choose language" });
    expect(await languages.getByRole("link", { name: "English" }).getAttribute("aria-current")).toBe("page");
    await languages.getByRole("link", { name: "Ελληνικά" }).click();
    await page.waitForURL(/\/el\/providers\?q=troodos&sort=name$/);
    expect(await page.locator("html").getAttribute("lang")).toBe("el");
    expect(await brands(page)).toEqual(["Troodos Sports"]);

    await page
      .getByRole("navigation", { name: "Επιλογή γλώσσας" })
      .getByRole("link", { name: "עברית" })
      .click();
    await page.waitForURL(/\/he\/providers\?q=troodos&sort=name$/);
    expect(await page.locator("html").getAttribute("dir")).toBe("rtl");
    expect(await page.locator("#provider-search").inputValue()).toBe("troodos");
    await close();
  });
});

describe("review pages without JavaScript", () => {
  /** Eleven approved reviews more for one provider, by eleven users of their own: two pages. */
  const PROVIDER = "carob-sports";
  const extra = Array.from({ length: 11 }, (_, i) => ({
    user: { id: randomUUID(), username: `paging_${randomUUID().slice(0, 8)}_${i}` },
    text: `Paged review number ${i + 1}`,
  }));
  let providerId: string;

  beforeAll(async () => {
    await withSiteDatabase(async (db) => {
      const [row] = await db
        .select({ id: providersI18n.providerId })
        .from(providersI18n)
        .where(eq(providersI18n.slug, PROVIDER));
      providerId = row!.id;
      // A row a statement: D1 binds at most 100 values to one.
      const [first, ...rest] = extra.flatMap(({ user, text }) => [
        db.insert(users).values(user),
        db
          .insert(reviews)
          .values({ providerId, userId: user.id, rating: 4, reviewText: text, status: "approved" }),
      ]);
      await db.batch([first!, ...rest]);
    });
  });
  afterAll(() =>
    withSiteDatabase(async (db) => {
      const ids = extra.map(({ user }) => user.id);
      await db.batch([
        db.delete(reviews).where(inArray(reviews.userId, ids)),
        db.delete(users).where(inArray(users.id, ids)),
      ]);
    }),
  );

  it("go forward and back by links the server renders", async () => {
    const { page, close } = await withoutJavaScript();
    await page.goto(`/en/providers/${PROVIDER}`);
    // The list is the reviews island's server HTML: its votes and form need its code, its pages do not.
    const shown = page.locator(
      'section[aria-labelledby=reviews] island-root[data-island="provider-reviews"] > ul > li',
    );
    expect(await shown.count()).toBe(10);
    const firstPage = await shown.allTextContents();
    const pager = page.getByRole("navigation", { name: "Review pages" });
    await pager.getByRole("link", { name: "Next" }).click();
    await page.waitForURL((url) => url.searchParams.get("reviews") === "2");
    const secondPage = await shown.allTextContents();
    expect(secondPage.length).toBeGreaterThan(0);
    expect(secondPage.some((text) => firstPage.includes(text))).toBe(false);
    await pager.getByRole("link", { name: "Previous" }).click();
    await page.waitForURL((url) => !url.searchParams.has("reviews"));
    expect(await shown.allTextContents()).toEqual(firstPage);
    await close();
  });
  it("report one through the page its Report link leads to, which keeps what was typed when it refuses", async () => {
    const { page, close } = await withoutJavaScript();
    await page.goto(`/en/providers/${PROVIDER}`);
    const review = page.locator("li", { hasText: "Paged review number 11" });
    await review.getByRole("link", { name: "Report" }).click();
    await page.waitForURL((url) => /^\/en\/reviews\/[^/]+\/report$/.test(url.pathname));
    await page.getByText("Paged review number 11").waitFor();
    await page.getByRole("radio", { name: "Spam or advertising" }).check();
    // Ten spaces pass the browser's length check; the server, which trims, refuses them.
    await page.getByRole("textbox", { name: "What is wrong with this review?" }).fill(" ".repeat(12));
    await page.getByRole("checkbox", { name: /good faith/ }).check();
    await page.getByRole("button", { name: "Send report" }).click();
    await page.getByRole("alert").waitFor();
    expect(await page.getByRole("radio", { name: "Spam or advertising" }).isChecked()).toBe(true);
    await page
      .getByRole("textbox", { name: "What is wrong with this review?" })
      .fill("It only advertises a code.");
    await page.getByRole("checkbox", { name: /good faith/ }).check();
    await page.getByRole("button", { name: "Send report" }).click();
    await page.getByRole("heading", { name: "We received your report" }).waitFor();
    expect(await page.getByTestId("report-reference").textContent()).toMatch(/^R-[2-9A-HJKMNP-Z]{6}$/);
    await page.getByRole("link", { name: /Back to the reviews of/ }).click();
    await page.waitForURL((url) => url.pathname === `/en/providers/${PROVIDER}`);
    await close();
  });
});

describe("the cookie choice without JavaScript", () => {
  it("is stored by the banner's form, which brings the visitor back to the same page", async () => {
    const { page, close } = await withoutJavaScript();
    await page.goto("/en/bonus?type=cashback");
    const banner = page.getByRole("region", { name: "Cookies on this site" });
    await banner.getByRole("button", { name: "Accept" }).click();
    await page.waitForURL(/\/en\/bonus\?type=cashback$/);
    expect(await banner.count()).toBe(0);
    await close();
  });
});

describe("with JavaScript", () => {
  it.each([
    ["/en/providers", "provider-search", "Apply"],
    ["/en/compare", "compare-picker", "Add"],
  ])(
    "%s never shows its form's button, before or after its island wakes (each choice acts at once), so a tap cannot lose it",
    async (path, island, name) => {
      const { page, errors, close } = await openPage(browser, { locale: "en-GB" });
      await page.goto(path);
      await waitForHydration(page);
      const button = page.getByRole("button", { name, exact: true });
      expect(await button.isHidden()).toBe(true);
      await wakeIsland(page, island);
      expect(await button.isHidden()).toBe(true);
      expect(errors).toEqual([]);
      await close();
    },
  );
});
