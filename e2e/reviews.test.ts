import type { Browser, Locator, Page, Response } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PublicReview } from "#schema/api/reviews";
import { reviews as reviewsTable } from "#schema/reviews";
import { users } from "#schema/users";
import { seedId } from "#seed/data/ids";
import { launchBrowser, openPage, waitForHydration } from "./support/browser";
import { startDevSignInSite, type Site } from "./support/dev-sign-in-site";
import { holdIslandCode } from "./support/document-page";
import { signInAtProvider, textIn } from "./support/sign-in";
import { withSiteDatabase } from "./support/site-database";

const english = textIn("en");
const AEGEANBET = { id: seedId("provider", 1), path: "/en/providers/aegeanbet" };
const draftKey = (providerId: string) => `reviewDraft_${providerId}`;
const REVIEW_TEXT = "Fast Skrill payouts and a live section that keeps up with the match.";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const reviewForm = (page: Page) => page.getByRole("region", { name: english("provider.review_form.title") });

/** Radix puts notifications in a region labelled with its hotkey (F8). */
/** The statuses of the next `count` votes the page casts, once all have been answered. */
function votesAnswered(page: Page, count: number) {
  const statuses: number[] = [];
  return new Promise<number[]>((resolve) => {
    const onResponse = (response: Response) => {
      const request = response.request();
      if (request.method() !== "POST" || !/\/api\/reviews\/[^/]+\/vote$/.test(request.url())) return;
      statuses.push(response.status());
      if (statuses.length < count) return;
      page.off("response", onResponse);
      resolve(statuses);
    };
    page.on("response", onResponse);
  });
}

const notification = (page: Page, text: string) =>
  page.getByRole("region", { name: /F8/ }).getByRole("listitem").filter({ hasText: text });

/**
 * Scrolls to the review form and waits until React has hydrated it: the reviews block's code comes
 * only as it nears the viewport, and React marks the elements it has taken over.
 */
async function reachReviewForm(page: Page) {
  const form = reviewForm(page);
  await form.scrollIntoViewIfNeeded();
  const text = form.getByLabel(english("provider.review_form.text"));
  await text.evaluate(
    (element) =>
      new Promise<void>((resolve) => {
        const hydrated = () => Object.keys(element).some((key) => key.startsWith("__reactProps"));
        const check = () => (hydrated() ? resolve() : setTimeout(check, 50));
        check();
      }),
  );
  return form;
}

/** Every review submission the page sends. */
function recordSubmissions(page: Page) {
  const bodies: unknown[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname === "/api/reviews")
      bodies.push(request.postDataJSON());
  });
  return bodies;
}

const storedDraft = (page: Page, providerId: string) =>
  page.evaluate((key) => localStorage.getItem(key), draftKey(providerId));

/** The radio button for `stars` in English ('1 star', '4 stars'); the page has one review form. */
const starRadio = (page: Page, stars: number) => {
  const key = stars === 1 ? "provider.review_form.stars.one" : "provider.review_form.stars.other";
  return page.getByRole("radio", { name: english(key).replace("{count}", String(stars)), exact: true });
};

/** A visitor picks stars by clicking the star they see (the radio button itself is invisible). */
const clickStar = (form: Locator, stars: number) =>
  form
    .locator("label")
    .filter({ has: starRadio(form.page(), stars) })
    .click();

/** Fills the form in as a signed-out visitor and sends it: the draft is kept and the login dialog opens. */
async function writeReviewSignedOut(page: Page) {
  const form = await reachReviewForm(page);
  await clickStar(form, 4);
  await form.getByLabel(english("provider.review_form.text")).fill(REVIEW_TEXT);
  await form.getByRole("button", { name: english("provider.review_form.submit") }).click();
  const dialog = page.getByRole("dialog", { name: english("auth.login_dialog.title") });
  await dialog.waitFor();
  expect(JSON.parse((await storedDraft(page, AEGEANBET.id))!)).toMatchObject({
    providerId: AEGEANBET.id,
    rating: 4,
    reviewText: REVIEW_TEXT,
  });
  return dialog;
}

/**
 * Back on the page signed in: the draft went out once, the author's list shows it pending, the
 * draft is gone, and a reload sends nothing again but shows the review's status instead of a form.
 */
async function expectSentOnce(page: Page, sent: unknown[]) {
  expect(new URL(page.url()).pathname).toBe(AEGEANBET.path);
  await waitForHydration(page);
  await notification(page, english("provider.review_form.submitted")).waitFor();
  expect(sent).toEqual([{ providerId: AEGEANBET.id, rating: 4, reviewText: REVIEW_TEXT }]);
  expect(await storedDraft(page, AEGEANBET.id)).toBeNull();
  const listed = await page.request.get(`/api/providers/${AEGEANBET.id}/reviews?limit=10&offset=0`);
  const mine = ((await listed.json()) as PublicReview[]).filter((review) => review.mine);
  expect(mine).toMatchObject([{ status: "pending", rating: 4, reviewText: REVIEW_TEXT }]);

  await page.reload();
  await waitForHydration(page);
  const yours = page.getByRole("region", { name: english("provider.review_form.yours") });
  await yours.scrollIntoViewIfNeeded();
  await yours.getByText(english("provider.reviews.status.pending")).waitFor();
  expect(await yours.getByRole("textbox").count()).toBe(0);
  // In the list too, marked as awaiting moderation, without vote buttons.
  const item = page.locator("section[aria-labelledby=reviews] li").filter({ hasText: REVIEW_TEXT });
  await item.getByText(english("provider.reviews.status.pending")).waitFor();
  expect(await item.getByRole("button").count()).toBe(0);
  expect(sent).toHaveLength(1);
}

describe("writing a review before signing in", () => {
  let devSite: Site;
  beforeAll(async () => {
    devSite = await startDevSignInSite();
  });
  afterAll(() => devSite?.stop());

  it("keeps it through the development sign-in and sends it once on return", async () => {
    const { page, errors, close } = await openPage(browser, { baseURL: devSite.baseUrl, locale: "en-GB" });
    const sent = recordSubmissions(page);
    await page.goto(AEGEANBET.path);
    await waitForHydration(page);
    const dialog = await writeReviewSignedOut(page);
    await dialog.getByRole("link", { name: english("auth.login_dialog.login") }).click();
    await page.waitForURL((url) => url.pathname === "/api/login");
    await page.getByLabel("E-mail").fill("dev-reviewer@example.com");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expectSentOnce(page, sent);
    expect(errors).toEqual([]);
    await close();
  });

  it("keeps it through the identity provider's sign-in and sends it once on return", async () => {
    const { page, close } = await openPage(browser, { locale: "en-GB" });
    const sent = recordSubmissions(page);
    await page.goto(AEGEANBET.path);
    await waitForHydration(page);
    const dialog = await writeReviewSignedOut(page);
    await dialog.getByRole("link", { name: english("auth.login_dialog.login") }).click();
    await signInAtProvider(page, "oidc_reviewer");
    await expectSentOnce(page, sent);
    await close();
  });
});

describe("the review form's own checks", () => {
  it.each([
    ["not JSON", "{rating: 4"],
    ["of the wrong shape", JSON.stringify({ providerId: AEGEANBET.id, rating: "five", reviewText: 7 })],
    [
      "another provider's",
      JSON.stringify({ providerId: seedId("provider", 2), rating: 4, reviewText: REVIEW_TEXT, timestamp: 1 }),
    ],
    [
      "31 days old",
      JSON.stringify({
        providerId: AEGEANBET.id,
        rating: 4,
        reviewText: REVIEW_TEXT,
        timestamp: Date.now() - 31 * 24 * 60 * 60 * 1000,
      }),
    ],
  ])("drops a stored draft that is %s, and the form works as ever", async (_, corrupt) => {
    const { page, errors, close } = await openPage(browser, { locale: "en-GB" });
    await page.addInitScript(
      ([key, value]) => localStorage.setItem(key!, value!),
      [draftKey(AEGEANBET.id), corrupt],
    );
    await page.goto(AEGEANBET.path);
    await waitForHydration(page);
    const form = await reachReviewForm(page);
    await expect.poll(() => storedDraft(page, AEGEANBET.id)).toBeNull();
    expect(await form.getByLabel(english("provider.review_form.text")).inputValue()).toBe("");
    await writeReviewSignedOut(page);
    expect(errors).toEqual([]);
    await close();
  });
  it("chooses the rating with the arrow keys, the focused star outlined", async () => {
    const { page, close } = await openPage(browser, { locale: "en-GB" });
    await page.goto(AEGEANBET.path);
    await waitForHydration(page);
    const form = await reachReviewForm(page);
    // The last link before the form: the review policy, under the contest's rules.
    await page
      .getByRole("main")
      .getByRole("link", { name: english("provider.reviews.disclosure.policy"), exact: true })
      .focus();
    await page.keyboard.press("Tab");
    const first = starRadio(page, 1);
    expect(await first.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    const third = starRadio(page, 3);
    expect(await third.isChecked()).toBe(true);
    expect(await third.evaluate((element) => element === document.activeElement)).toBe(true);
    const outline = await third.evaluate(
      (element) => getComputedStyle(element.closest("label")!).outlineStyle,
    );
    expect(outline).not.toBe("none");
    expect(await form.getByRole("radio", { checked: true }).count()).toBe(1);
    await close();
  });

  it("refuses a review without stars with a notification, sending nothing and keeping nothing to send", async () => {
    const { page, close } = await openPage(browser, { locale: "en-GB" });
    const sent = recordSubmissions(page);
    await page.goto(AEGEANBET.path);
    await waitForHydration(page);
    const form = await reachReviewForm(page);
    await form.getByLabel(english("provider.review_form.text")).fill(REVIEW_TEXT);
    await form.getByText(`${REVIEW_TEXT.length} / 2000`).waitFor();
    await form.getByRole("button", { name: english("provider.review_form.submit") }).click();
    await notification(page, english("reviews.rating_required")).waitFor();
    expect(await page.getByRole("dialog").count()).toBe(0);
    // Kept as typed, not to be sent by itself.
    expect(JSON.parse((await storedDraft(page, AEGEANBET.id))!)).not.toHaveProperty("toSend");
    expect(sent).toEqual([]);
    await close();
  });
});

describe("a submission the server refuses", () => {
  it("shows its reason, keeps the review for a retry, and one that can never be sent to be copied", async () => {
    const { page, close } = await openPage(browser, { locale: "en-GB" });
    await page.goto(`/api/login?returnTo=${encodeURIComponent(AEGEANBET.path)}`);
    await signInAtProvider(page, "refused_reviewer");
    await waitForHydration(page);
    const sendReview = async () => {
      const form = await reachReviewForm(page);
      await clickStar(form, 2);
      await form.getByLabel(english("provider.review_form.text")).fill(REVIEW_TEXT);
      await form.getByRole("button", { name: english("provider.review_form.submit") }).click();
    };
    await sendReview();
    await notification(page, english("provider.review_form.submitted")).waitFor();

    // A page of the list without their review still says where it stands, instead of a form that
    // the server would refuse.
    await page.goto(`${AEGEANBET.path}?reviews=2`);
    await waitForHydration(page);
    const yours = page.getByRole("region", { name: english("provider.review_form.yours") });
    await yours.getByText(english("provider.review_form.own_pending")).waitFor();
    expect(await yours.getByLabel(english("provider.review_form.text")).count()).toBe(0);

    // A refusal that no retry can mend (409: written meanwhile from another tab): the text stays to be copied.
    const mouflon = seedId("provider", 3);
    await page.goto("/en/providers/mouflonbet");
    await waitForHydration(page);
    await page.route("**/api/reviews", (route) =>
      route.fulfill({
        status: 409,
        contentType: "application/json",
        body: JSON.stringify({
          message: "You have already reviewed this provider",
          messageKey: "reviews.error.already_reviewed",
        }),
      }),
    );
    await sendReview();
    const unsent = reviewForm(page).getByRole("alert");
    await unsent.getByText(english("provider.review_form.unsent").replace("{brand}", "MouflonBet")).waitFor();
    expect(await unsent.getByRole("textbox").inputValue()).toBe(REVIEW_TEXT);
    expect(JSON.parse((await storedDraft(page, mouflon))!)).not.toHaveProperty("toSend");
    await unsent.getByRole("button", { name: english("provider.review_form.dismiss") }).click();
    await reviewForm(page).getByLabel(english("provider.review_form.text")).waitFor();
    expect(await storedDraft(page, mouflon)).toBeNull();
    await page.unroute("**/api/reviews");

    // Signed out meanwhile (401): the review is kept, and the login dialog offers to send it.
    await page.context().clearCookies();
    await sendReview();
    await page.getByRole("dialog", { name: english("auth.login_dialog.title") }).waitFor();
    // Behind the modal dialog, so hidden from the accessibility tree meanwhile.
    await page
      .getByRole("region", { name: /F8/, includeHidden: true })
      .getByRole("listitem", { includeHidden: true })
      .filter({ hasText: english("auth.error.sign_in_first") })
      .waitFor();
    expect(JSON.parse((await storedDraft(page, mouflon))!)).toMatchObject({
      rating: 2,
      reviewText: REVIEW_TEXT,
    });
    await close();
  });
});

/** The first review's Helpful button, scrolled to; named by its label and count, e.g. 'Helpful 3'. */
async function helpfulButton(page: Page, index: number) {
  const votes = page.getByRole("group", { name: english("provider.reviews.vote_question") }).nth(index);
  await votes.scrollIntoViewIfNeeded();
  return votes.getByRole("button", {
    name: new RegExp(`^${english("provider.reviews.vote_helpful")} \\d+$`),
  });
}

describe("votes", () => {
  it("are cast and taken back by a signed-in reader: the button pressed and the count follow", async () => {
    const { page, close } = await openPage(browser, { locale: "en-GB" });
    await page.goto(`/api/login?returnTo=${encodeURIComponent("/en/providers/aphrodite-odds")}`);
    await signInAtProvider(page, "voter");
    await waitForHydration(page);
    const helpful = await helpfulButton(page, 0);
    const before = Number(await helpful.locator("span").textContent());
    await helpful.click();
    await expect.poll(() => helpful.getAttribute("aria-pressed")).toBe("true");
    await expect.poll(async () => Number(await helpful.locator("span").textContent())).toBe(before + 1);
    await helpful.click();
    await expect.poll(() => helpful.getAttribute("aria-pressed")).toBe("false");
    await expect.poll(async () => Number(await helpful.locator("span").textContent())).toBe(before);
    await close();
  });
});

const reviewsIsland = (page: Page) => page.locator('island-root[data-island="provider-reviews"]');
const isHydrated = (island: Locator) => island.evaluate((root) => root.hasAttribute("data-hydrated"));

describe("a press on the reviews before their code has come", () => {
  it("casts each vote pressed once the code is there, a button pressed twice counting once", async () => {
    const { page, errors, close } = await openPage(browser, { locale: "en-GB" });
    await page.goto(`/api/login?returnTo=${encodeURIComponent("/en/providers/aphrodite-odds")}`);
    await signInAtProvider(page, "early_voter");
    await waitForHydration(page);
    // The identity provider's own pages report failed loads of their own: not this site's errors.
    errors.length = 0;
    const release = await holdIslandCode(page);
    await page.reload();
    await waitForHydration(page);
    const helpful = await helpfulButton(page, 0);
    const other = await helpfulButton(page, 1);
    const before = Number(await helpful.locator("span").textContent());
    expect(await helpful.getAttribute("aria-pressed")).toBe("false");
    expect(await other.getAttribute("aria-pressed")).toBe("false");
    await helpful.click();
    await helpful.locator("span").click();
    await other.click();
    expect(await isHydrated(reviewsIsland(page))).toBe(false);
    // Waited for as the server's answers, not a time: under load the island's code, its hydration
    // and the two votes can take longer than a poll's second.
    const answered = votesAnswered(page, 2);
    release();
    expect(await answered).toEqual([200, 200]);
    await expect.poll(() => helpful.getAttribute("aria-pressed")).toBe("true");
    await expect.poll(() => other.getAttribute("aria-pressed")).toBe("true");
    await expect.poll(async () => Number(await helpful.locator("span").textContent())).toBe(before + 1);
    expect(errors).toEqual([]);
    await close();
  });

  it("sends the form once the code is there: without stars, it says so", async () => {
    const { page, errors, close } = await openPage(browser, { locale: "en-GB" });
    const sent = recordSubmissions(page);
    const release = await holdIslandCode(page);
    await page.goto(AEGEANBET.path);
    await waitForHydration(page);
    const form = reviewForm(page);
    await form.scrollIntoViewIfNeeded();
    await form.getByRole("button", { name: english("provider.review_form.submit") }).click();
    expect(await isHydrated(reviewsIsland(page))).toBe(false);
    release();
    await notification(page, english("reviews.rating_required")).waitFor();
    expect(sent).toEqual([]);
    expect(errors).toEqual([]);
    await close();
  });
});

describe("review texts that look like markup", () => {
  const CORPUS = [
    `<script>window.__xss=1</script>`,
    `<img src=x onerror="window.__xss=1">`,
    `<svg onload="window.__xss=1">`,
  ];

  it("show as text on the provider page and never run", async () => {
    await withSiteDatabase((db) =>
      db.batch([
        db.insert(users).values(
          CORPUS.map((_, index) => ({
            id: `xss-${index}`,
            email: `xss-${index}@example.test`,
            firstName: "Mallory",
          })),
        ),
        db.insert(reviewsTable).values(
          CORPUS.map((reviewText, index) => ({
            providerId: seedId("provider", 10),
            userId: `xss-${index}`,
            rating: 5,
            reviewText,
            status: "approved" as const,
          })),
        ),
      ]),
    );
    const { page, errors, close } = await openPage(browser, { locale: "en-GB" });
    await page.goto("/en/providers/mezebet");
    await waitForHydration(page);
    await reachReviewForm(page);
    const reviews = page.locator("section[aria-labelledby=reviews] li");
    for (const text of CORPUS) await reviews.getByText(text, { exact: true }).waitFor();
    expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
    expect(await reviews.locator("img, svg:not(.icon), script").count()).toBe(0);
    expect(errors).toEqual([]);
    await close();
  });
});

describe("reviews in another script than the page's", () => {
  it("read in their own direction: a French review is left-to-right on the Hebrew page", async () => {
    const { page, errors, close } = await openPage(browser, { locale: "he-IL" });
    await page.goto("/he/providers/aphrodite-odds");
    await waitForHydration(page);
    const french = page
      .locator("section[aria-labelledby=reviews] li p")
      .filter({ hasText: "Très bonnes cotes sur le tennis" });
    expect(await page.evaluate(() => getComputedStyle(document.body).direction)).toBe("rtl");
    expect(await french.evaluate((element) => getComputedStyle(element).direction)).toBe("ltr");
    expect(errors).toEqual([]);
    await close();
  });
});
