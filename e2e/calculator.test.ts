import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations } from "./support/axe";
import { launchBrowser, openPage, waitForHydration } from "./support/browser";
import { expectDocumentPage, servedHtml } from "./support/document-page";
import { textIn } from "./support/sign-in";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** The text of <main>, without the invisible marks that keep signed numbers whole in right-to-left text. */
const mainText = async (page: Page) =>
  (await page.locator("main").innerText()).replace(/[\u2066-\u2069]/g, "");
const EMPTY_SINGLE = "Enter a stake and odds to see the result.";
const EMPTY_HANDICAP = "Enter a stake, odds and both final scores to see the result.";

/**
 * Opened in handicap mode, the page hydrates first and the handicap form once its chunk is in.
 * React replays a click made meanwhile, unless another update lands first (the cookie banner
 * opening, say), so the preset is chosen again until it shows pressed: that proves the form is live.
 */
async function choosePresetOnceLive(preset: Locator) {
  await expect
    .poll(async () => {
      await preset.click();
      return preset.getAttribute("aria-pressed");
    })
    .toBe("true");
}

const handicapFormLive = (page: Page) =>
  choosePresetOnceLive(
    page.getByRole("group", { name: "Common handicaps" }).getByRole("button", { name: "+0.5" }),
  );

describe("/calculator as a document page", () => {
  it.each([
    "/en/calculator",
    "/el/calculator?mode=handicap",
    "/he/calculator",
    "/he/calculator?mode=handicap",
  ])("%s has no router runtime, and the calculator as its one island", async (path) => {
    const { page, close } = await openPage(browser);
    expectDocumentPage(await servedHtml(page, path), { calculator: 1, toaster: 1 });
    await close();
  });

  it("a press on a quick amount before the calculator's code has come still fills the stake", async () => {
    const { page, errors, close } = await openPage(browser);
    await page.route(/\/islands\/(?!boot-)[^/]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    // The boot has run (it asks for React) and the calculator's code is on its way.
    const booted = page.waitForRequest(/\/islands\/hydrate-island-[^/]+\.js$/);
    await page.goto("/en/calculator", { waitUntil: "domcontentloaded" });
    await booted;
    const quick = page.getByRole("group", { name: "Quick amounts" });
    await quick.getByRole("button", { name: "€20" }).click();
    expect(await page.locator('island-root[data-island="calculator"][data-hydrated]').count()).toBe(0);
    await waitForHydration(page);
    await expect.poll(() => page.getByLabel("Stake (€)").inputValue()).toBe("20");
    expect(await quick.getByRole("button", { name: "€20" }).getAttribute("aria-pressed")).toBe("true");
    expect(errors).toEqual([]);
    await close();
  });
});

describe("/calculator, single bet", () => {
  it("shows the result once stake and odds are typed, and the quick amounts fill the stake", async () => {
    const { page, errors, close } = await openPage(browser);
    await page.goto("/en/calculator");
    await waitForHydration(page);
    expect(await mainText(page)).toContain(EMPTY_SINGLE);

    await page.getByLabel("Stake (€)").fill("12.5");
    await page.getByLabel("Odds (decimal)").fill("2");
    const result = page.locator("main dl");
    await expect.poll(() => result.innerText()).toMatch(/Potential profit\s+€12\.50/);
    expect(await result.innerText()).toMatch(/Total return\s+€25\.00/);
    expect(await mainText(page)).toContain("This is an estimate.");

    const quick = page.getByRole("group", { name: "Quick amounts" });
    await quick.getByRole("button", { name: "€50" }).click();
    expect(await page.getByLabel("Stake (€)").inputValue()).toBe("50");
    expect(await quick.getByRole("button", { name: "€50" }).getAttribute("aria-pressed")).toBe("true");
    await expect.poll(() => result.innerText()).toMatch(/Total return\s+€100\.00/);
    expect(errors).toEqual([]);
    await close();
  });

  it("shows no result, and never NaN, for input it cannot read", async () => {
    const { page, errors, close } = await openPage(browser);
    await page.goto("/en/calculator");
    await waitForHydration(page);
    await page.getByLabel("Odds (decimal)").fill("2");
    // What a number field lets through but cannot read: an exponent with no digits, double signs.
    await page.getByLabel("Stake (€)").pressSequentially("1e-");
    expect(await mainText(page)).toContain(EMPTY_SINGLE);
    await page.getByLabel("Stake (€)").fill("-5");
    expect(await mainText(page)).toContain(EMPTY_SINGLE);
    await page.getByLabel("Stake (€)").fill("10");
    await page.getByLabel("Odds (decimal)").fill("");
    await page.getByLabel("Odds (decimal)").pressSequentially("--");
    expect(await mainText(page)).toContain(EMPTY_SINGLE);
    expect(await page.locator("body").innerText()).not.toContain("NaN");
    expect(errors).toEqual([]);
    await close();
  });
});

describe("/calculator reads numbers as the page's language writes them", () => {
  it.each([
    ["el", "el-GR", "10,50", "2,5", /26,25\s€/, "1.050"],
    ["en", "en-US", "10.50", "2.5", /€26\.25/, "1,5"],
    // A Greek page in a browser set to English: the page's language decides, not the browser's.
    ["el", "en-US", "10,50", "2,5", /26,25\s€/, "2.5"],
  ] as const)(
    "/%s/calculator in a %s browser: %s × %s",
    async (language, locale, stake, odds, total, unclear) => {
      const text = textIn(language);
      const { page, errors, close } = await openPage(browser, { locale });
      await page.goto(`/${language}/calculator`);
      await waitForHydration(page);
      const stakeBox = page.getByLabel(text("calculator.stake"));
      await stakeBox.fill(stake);
      await page.getByLabel(text("calculator.odds")).fill(odds);
      const result = page.locator("main dl");
      await expect
        .poll(() => result.innerText())
        .toMatch(new RegExp(`${text("calculator.result.return")}\\s+`));
      expect(await result.innerText()).toMatch(total);

      // Something the language could mean two ways is refused, said so beside the box, and settles nothing.
      await stakeBox.fill(unclear);
      const example = language === "el" ? "1234,5" : "1234.5";
      const problem = text("validation.number_ambiguous").replace("{example}", example);
      await page.getByText(problem).waitFor();
      expect(await stakeBox.getAttribute("aria-invalid")).toBe("true");
      expect(await page.locator(`#${await stakeBox.getAttribute("aria-describedby")}`).innerText()).toBe(
        problem,
      );
      expect(await result.count()).toBe(0);
      expect(errors).toEqual([]);
      await close();
    },
  );
});

describe("/calculator, Asian handicap", () => {
  it("in Hebrew, a half that is pushed reads as a push once, not 'החזר, החזר', and the notations stay whole", async () => {
    const hebrew = textIn("he");
    const { page, errors, close } = await openPage(browser, { locale: "he-IL" });
    await page.goto("/he/calculator?mode=handicap");
    await waitForHydration(page);
    // The split notations keep their order inside the right-to-left hint (isolated left to right).
    expect(await page.locator("main").innerHTML()).toContain("\u20660/-0.5\u2069");
    const halves = page
      .getByText(hebrew("calculator.handicap.halves"))
      .locator("xpath=following-sibling::ul");
    // The handicap form hydrates once its chunk is in: type until the result shows.
    await expect
      .poll(async () => {
        await page.getByLabel(hebrew("calculator.stake")).fill("10");
        await page.getByLabel(hebrew("calculator.odds")).fill("2");
        await page.getByLabel(hebrew("calculator.handicap.line"), { exact: true }).fill("0.25");
        await page.getByLabel(hebrew("calculator.handicap.home_score")).fill("1");
        await page.getByLabel(hebrew("calculator.handicap.away_score")).fill("1");
        return halves.count();
      })
      .toBe(1);
    const lines = await halves.locator("li").allInnerTexts();
    expect(lines).toHaveLength(2);
    const push = hebrew("calculator.outcome.push");
    expect(lines.filter((line) => line.includes(push))).toHaveLength(1);
    expect(lines.join("\n")).not.toContain(`${push}, ${push}`);
    expect(errors).toEqual([]);
    await close();
  });

  it("settles a quarter line half by half, keeps the mode in the URL, and back returns to single", async () => {
    const { page, errors, close } = await openPage(browser);
    await page.goto("/en/calculator");
    await waitForHydration(page);
    await page.getByLabel("Stake (€)").fill("100");
    await page.getByLabel("Odds (decimal)").fill("1.70");

    const modes = page.getByRole("navigation", { name: "Calculator mode" });
    await modes.getByRole("link", { name: "Handicap bet" }).click();
    await page.waitForURL(/\/en\/calculator\?mode=handicap$/);
    expect(await modes.getByRole("link", { name: "Handicap bet" }).getAttribute("aria-current")).toBe("page");
    // Stake and odds carried over from the single bet.
    expect(await page.getByLabel("Stake (€)").inputValue()).toBe("100");

    await page.getByRole("radio", { name: "Home team" }).check();
    await page.getByLabel("Handicap", { exact: true }).fill("-0.75");
    await page.getByLabel("Home team final score").fill("1");
    expect(await mainText(page)).toContain(EMPTY_HANDICAP);
    await page.getByLabel("Away team final score").fill("0");

    await expect.poll(() => mainText(page)).toContain("Half win");
    const text = await mainText(page);
    expect(text).toContain("€50.00 on -0.5: Win, returns €85.00");
    expect(text).toContain("€50.00 on -1: Push, returns €50.00");
    expect(text).toMatch(/Handicap applied\s+Home team -0\.75/);
    expect(text).toMatch(/Final score\s+1 – 0/);
    expect(text).toMatch(/Effective profit\s+€35\.00/);
    expect(text).toMatch(/Total return\s+€135\.00/);

    await page.goBack();
    await page.waitForURL(/\/en\/calculator$/);
    expect(await modes.getByRole("link", { name: "Single bet" }).getAttribute("aria-current")).toBe("page");
    await expect.poll(() => page.locator("main dl").innerText()).toMatch(/Total return\s+€170\.00/);
    await page.goForward();
    await page.waitForURL(/\?mode=handicap$/);
    await expect.poll(() => mainText(page)).toContain("Team the handicap applies to");
    expect(errors).toEqual([]);
    await close();
  });

  it("opened directly in handicap mode, hydrates cleanly and reads the split notation and presets", async () => {
    const { page, errors, close } = await openPage(browser);
    await page.goto("/en/calculator?mode=handicap");
    await waitForHydration(page);
    await handicapFormLive(page);
    const line = page.getByLabel("Handicap", { exact: true });
    await page.getByLabel("Stake (€)").fill("100");
    await page.getByLabel("Odds (decimal)").fill("2");
    await page.getByLabel("Home team final score").fill("0");
    await page.getByLabel("Away team final score").fill("0");
    // 0/-0.5 is the quarter line -0.25: a draw loses half and returns half.
    await line.fill("0/-0.5");
    await expect.poll(() => mainText(page)).toContain("Half loss");
    expect(await mainText(page)).toMatch(/Total return\s+€50\.00/);
    await line.fill("0,-0.5");
    expect(await mainText(page)).toContain("Half loss");

    await page.getByRole("group", { name: "Common handicaps" }).getByRole("button", { name: "+0.5" }).click();
    expect(await line.inputValue()).toBe("0.5");
    expect(await mainText(page)).not.toContain("Half loss");
    await expect.poll(() => page.locator("main dl").innerText()).toMatch(/Total return\s+€200\.00/);
    // The arrow keys step a quarter goal.
    await line.press("ArrowDown");
    expect(await line.inputValue()).toBe("0.25");
    expect(await mainText(page)).toContain("Half win");
    expect(errors).toEqual([]);
    await close();
  });

  it("shows no result, and never NaN, for a line or score it cannot read", async () => {
    const { page, errors, close } = await openPage(browser);
    await page.goto("/en/calculator?mode=handicap");
    await waitForHydration(page);
    await handicapFormLive(page);
    await page.getByLabel("Stake (€)").fill("100");
    await page.getByLabel("Odds (decimal)").fill("2");
    await page.getByLabel("Home team final score").fill("2");
    await page.getByLabel("Away team final score").pressSequentially("e");
    expect(await mainText(page)).toContain(EMPTY_HANDICAP);
    await page.getByLabel("Away team final score").fill("1");
    await page.getByLabel("Handicap", { exact: true }).fill("0.3");
    expect(await mainText(page)).toContain("This is not an Asian handicap line");
    expect(await mainText(page)).toContain(EMPTY_HANDICAP);
    // Unreadable text counts as a line of 0 (2–1 then wins), never as NaN.
    await page.getByLabel("Handicap", { exact: true }).fill("abc");
    await expect.poll(() => mainText(page)).toMatch(/Handicap applied\s+Home team 0/);
    expect(await page.locator("body").innerText()).not.toContain("NaN");
    expect(errors).toEqual([]);
    await close();
  });

  it("is server-rendered in the mode a shared link names, without JavaScript", async () => {
    const { page, close } = await openPage(browser, { javaScriptEnabled: false });
    await page.goto("/en/calculator?mode=handicap");
    expect(await page.getByLabel("Home team final score").count()).toBe(1);
    expect(await mainText(page)).toContain("How Asian handicap works");
    await close();
  });

  // The axe test covers the pages as first opened; this is the handicap form with a result showing.
  it.each(["light", "dark"] as const)(
    "has no axe violations with a quarter-line result, in Hebrew (%s)",
    async (colorScheme) => {
      const { page, close } = await openPage(browser, { colorScheme });
      await page.goto("/he/calculator?mode=handicap");
      await waitForHydration(page);
      await choosePresetOnceLive(page.getByRole("group").last().getByRole("button").first());
      const fields = page.locator("main input:not([type=radio])");
      await fields.nth(0).fill("100");
      await fields.nth(1).fill("1.7");
      await fields.nth(2).fill("-0.75");
      await fields.nth(3).fill("1");
      await fields.nth(4).fill("0");
      await expect.poll(() => page.locator("main dl").count()).toBe(1);
      expect(await axeViolations(page)).toEqual([]);
      await close();
    },
  );
});
