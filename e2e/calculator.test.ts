import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations } from "./support/axe";
import { launchBrowser, openPage, waitForHydration } from "./support/browser";
import { expectDocumentPage, holdIslandCode, servedHtml, wakeIsland } from "./support/document-page";
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

/** Wakes the calculator, as the visitor's first touch would, and waits until it has hydrated. */
const calculatorLive = (page: Page) => wakeIsland(page, "calculator");

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

  it("a first visit downloads none of the calculator's code until the visitor reaches for it", async () => {
    const { page, errors, close } = await openPage(browser);
    const islandCode: string[] = [];
    page.on("request", (request) => {
      if (/\/islands\/(?!boot-)[^/]+\.js$/.test(request.url())) islandCode.push(request.url());
    });
    await page.goto("/en/calculator", { waitUntil: "networkidle" });
    await waitForHydration(page);
    expect(islandCode).toEqual([]);
    await page.getByLabel("Stake (€)").focus();
    await page.waitForSelector('island-root[data-island="calculator"][data-hydrated]', { state: "attached" });
    expect(errors).toEqual([]);
    await close();
  });

  it.each([
    ["en", "12.5", "2", /€25\.00/],
    ["el", "12,5", "2", /25,00\s€/],
  ] as const)(
    "/%s/calculator: stake and odds typed before the calculator's code has come count as soon as it comes",
    async (language, stake, odds, total) => {
      const text = textIn(language);
      const { page, errors, close } = await openPage(browser);
      const release = await holdIslandCode(page);
      await page.goto(`/${language}/calculator`);
      await waitForHydration(page);
      await page.getByLabel(text("calculator.stake")).pressSequentially(stake);
      await page.getByLabel(text("calculator.odds")).pressSequentially(odds);
      // Nothing has come yet: the result is still the server's.
      expect(await page.locator('island-root[data-island="calculator"][data-hydrated]').count()).toBe(0);
      expect(await page.locator("main dl").count()).toBe(0);
      release();
      await page.waitForSelector('island-root[data-island="calculator"][data-hydrated]', {
        state: "attached",
      });
      // No keystroke since: what was typed is read as it came.
      await expect.poll(() => page.locator("main dl").innerText()).toMatch(total);
      expect(await page.getByLabel(text("calculator.stake")).inputValue()).toBe(stake);
      expect(await page.getByLabel(text("calculator.odds")).inputValue()).toBe(odds);
      expect(errors).toEqual([]);
      await close();
    },
  );

  it("a press on a quick amount before the calculator's code has come fills the stake, and keeps the odds typed", async () => {
    const { page, errors, close } = await openPage(browser);
    const release = await holdIslandCode(page);
    await page.goto("/en/calculator");
    await waitForHydration(page);
    await page.getByLabel("Odds (decimal)").pressSequentially("2");
    const quick = page.getByRole("group", { name: "Quick amounts" });
    await quick.getByRole("button", { name: "€20" }).click();
    expect(await page.locator('island-root[data-island="calculator"][data-hydrated]').count()).toBe(0);
    release();
    await expect.poll(() => page.getByLabel("Stake (€)").inputValue()).toBe("20");
    expect(await quick.getByRole("button", { name: "€20" }).getAttribute("aria-pressed")).toBe("true");
    await expect.poll(() => page.locator("main dl").innerText()).toMatch(/Total return\s+€40\.00/);
    expect(await page.getByLabel("Odds (decimal)").inputValue()).toBe("2");
    expect(errors).toEqual([]);
    await close();
  });

  it("in handicap mode, everything typed before the code has come counts as soon as it comes", async () => {
    const { page, errors, close } = await openPage(browser);
    const release = await holdIslandCode(page);
    await page.goto("/en/calculator?mode=handicap");
    await waitForHydration(page);
    await page.getByLabel("Stake (€)").pressSequentially("100");
    await page.getByLabel("Odds (decimal)").pressSequentially("1.70");
    const line = page.getByLabel("Handicap", { exact: true });
    await line.fill("");
    await line.pressSequentially("-0.75");
    await page.getByLabel("Home team final score").pressSequentially("1");
    await page.getByLabel("Away team final score").pressSequentially("0");
    expect(await page.locator('island-root[data-island="calculator"][data-hydrated]').count()).toBe(0);
    expect(await mainText(page)).toContain(EMPTY_HANDICAP);
    release();
    await expect.poll(() => mainText(page)).toContain("Half win");
    const text = await mainText(page);
    expect(text).toMatch(/Handicap applied\s+Home team -0\.75/);
    expect(text).toMatch(/Final score\s+1 – 0/);
    expect(text).toMatch(/Total return\s+€135\.00/);
    expect(await line.inputValue()).toBe("-0.75");
    expect(errors).toEqual([]);
    await close();
  });

  it("in handicap mode, a common handicap pressed before the code has come is chosen once it comes", async () => {
    const { page, errors, close } = await openPage(browser);
    const release = await holdIslandCode(page);
    await page.goto("/en/calculator?mode=handicap");
    await waitForHydration(page);
    await page.getByLabel("Stake (€)").pressSequentially("100");
    await page.getByLabel("Odds (decimal)").pressSequentially("2");
    await page.getByLabel("Home team final score").pressSequentially("2");
    await page.getByLabel("Away team final score").pressSequentially("1");
    const presets = page.getByRole("group", { name: "Common handicaps" });
    await presets.getByRole("button", { name: "-1", exact: true }).click();
    expect(await page.locator('island-root[data-island="calculator"][data-hydrated]').count()).toBe(0);
    release();
    // The home team -1 on a 2–1 score: a push, the stake back.
    await expect.poll(() => mainText(page)).toMatch(/Handicap applied\s+Home team -1/);
    expect(await presets.getByRole("button", { name: "-1", exact: true }).getAttribute("aria-pressed")).toBe(
      "true",
    );
    expect(await page.getByLabel("Handicap", { exact: true }).inputValue()).toBe("-1");
    const text = await mainText(page);
    expect(text).toMatch(/Final score\s+2 – 1/);
    expect(text).toMatch(/Total return\s+€100\.00/);
    expect(errors).toEqual([]);
    await close();
  });

  it("a mode link pressed before the calculator's code has come is a link: the page in that mode", async () => {
    const { page, errors, close } = await openPage(browser);
    const release = await holdIslandCode(page);
    await page.goto("/en/calculator");
    await waitForHydration(page);
    const modes = page.getByRole("navigation", { name: "Calculator mode" });
    await modes.getByRole("link", { name: "Handicap bet" }).click();
    await page.waitForURL(/\/en\/calculator\?mode=handicap$/);
    expect(await page.getByLabel("Home team final score").count()).toBe(1);
    expect(await modes.getByRole("link", { name: "Handicap bet" }).getAttribute("aria-current")).toBe("page");
    release();
    expect(errors).toEqual([]);
    await close();
  });
});

describe("/calculator, single bet", () => {
  it("shows the result once stake and odds are typed, and the quick amounts fill the stake", async () => {
    const { page, errors, close } = await openPage(browser);
    await page.goto("/en/calculator");
    await waitForHydration(page);
    await calculatorLive(page);
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
    await calculatorLive(page);
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
      await calculatorLive(page);
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
    await calculatorLive(page);
    await page.getByLabel(hebrew("calculator.stake")).fill("10");
    await page.getByLabel(hebrew("calculator.odds")).fill("2");
    await page.getByLabel(hebrew("calculator.handicap.line"), { exact: true }).fill("0.25");
    await page.getByLabel(hebrew("calculator.handicap.home_score")).fill("1");
    await page.getByLabel(hebrew("calculator.handicap.away_score")).fill("1");
    await expect.poll(() => halves.count()).toBe(1);
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
    await calculatorLive(page);
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
    await calculatorLive(page);
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
    await calculatorLive(page);
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
      await calculatorLive(page);
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
