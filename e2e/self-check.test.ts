import type { Browser, Request } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, openPage, waitForHydration } from "./support/browser";
import { textIn } from "./support/sign-in";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const hebrew = textIn("he");

describe("/self-check", () => {
  it("scores the nine answers in the browser, in Hebrew, without sending them anywhere", async () => {
    const { page, errors, close } = await openPage(browser, { locale: "he-IL" });
    await page.goto("/he/self-check");
    await waitForHydration(page);
    const sent: Request[] = [];
    page.on("request", (request) => sent.push(request));

    // 1 + 2 + 1 = 4: moderate risk.
    const answers = [1, 0, 2, 0, 1, 0, 0, 0, 0];
    const questions = page.locator("main fieldset");
    expect(await questions.count()).toBe(9);
    const answer = (index: number) =>
      questions.nth(index).getByLabel(hebrew(`self_check.answer.${answers[index]}`), { exact: true });
    // The first touch wakes the island; the press is held and replayed once it has hydrated.
    await answer(0).click();
    await page.waitForSelector('island-root[data-island="self-check"][data-hydrated]', { state: "attached" });
    expect(await answer(0).isChecked()).toBe(true);
    for (const index of answers.keys()) await answer(index).check();
    await page.getByRole("button", { name: hebrew("self_check.score") }).click();

    const status = page.locator('island-root[data-island="self-check"] [role="status"]');
    await status.getByText(hebrew("self_check.result").replace("{score}", "4")).waitFor();
    expect(await status.innerText()).toContain(hebrew("self_check.band.moderate"));
    // Only the island's code came; nothing went to the server.
    expect(
      sent.filter(
        (request) => request.method() !== "GET" || !/\.(js|css)$/.test(new URL(request.url()).pathname),
      ),
    ).toEqual([]);
    expect(errors).toEqual([]);
    await close();
  });
});
