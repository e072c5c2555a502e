import { env, exports } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { uiStrings } from "#schema/content";
import { reviewLimits, reviews, reviewVotes } from "#schema/reviews";
import { users } from "#schema/users";
import { UI_STRINGS } from "#seed/ui-strings";
import { createDb } from "#worker/lib/db";
import { nicosiaDate } from "#schema/cyprus-time";
import { insertCatalogFixtures } from "../support/catalog-fixtures";
import { ORIGIN, signIn } from "./support/client";
import { islandData, withoutIslandData } from "../support/island-data";

/** Review texts that would run script if the page put them into the HTML as markup. */
const XSS_CORPUS = [
  `<script>window.__xss=1</script>`,
  `<img src=x onerror="window.__xss=1">`,
  `<svg onload="window.__xss=1">`,
];

const page = async (path: string, cookie?: string) => {
  const response = await exports.default.fetch(
    new Request(`${ORIGIN}${path}`, { headers: cookie ? { cookie } : {} }),
  );
  // What the visitor sees: not the props the reviews island's code hydrates with.
  return withoutIslandData((await response.text()).match(/<main[\s\S]*<\/main>/)?.[0] ?? "");
};

/** The reviews section of the page's <main>: the form, the disclosure and the list. */
const reviewsSection = (html: string) =>
  html.match(/<section aria-labelledby="reviews"[\s\S]*?<\/section>/)?.[0] ?? "";

let reader: { cookie: string; userId: string };
let busyReader: { cookie: string; userId: string };

beforeAll(async () => {
  const db = createDb(env.DB);
  await insertCatalogFixtures(db);
  const rows = Object.entries(UI_STRINGS).map(([key, texts]) => ({ key, ...texts }));
  // D1 takes at most 100 bound values a statement: a row each, in one batch.
  const [first, ...rest] = rows.map((row) => db.insert(uiStrings).values(row).onConflictDoNothing());
  await db.batch([first!, ...rest]);
  await db.insert(users).values(
    XSS_CORPUS.map((_, index) => ({
      id: `xss-${index}`,
      email: `xss-${index}@example.com`,
      firstName: "Mallory",
    })),
  );
  await db.insert(reviews).values(
    XSS_CORPUS.map((reviewText, index) => ({
      id: `review-xss-${index}`,
      providerId: "p-active",
      userId: `xss-${index}`,
      rating: 5,
      reviewText,
      status: "approved" as const,
      helpfulCount: index,
      createdAt: new Date(Date.UTC(2026, 0, 10 - index)),
    })),
  );
  reader = await signIn("reader@example.com", { firstName: "Rita", lastName: "Reader" });
  await db.batch([
    db.insert(reviews).values({
      id: "review-own",
      providerId: "p-low",
      userId: reader.userId,
      rating: 4,
      reviewText: "My own review of Alpha Bet.",
      status: "approved",
    }),
    db.insert(reviewVotes).values({ reviewId: "review-xss-1", userId: reader.userId, voteType: "helpful" }),
  ]);
  busyReader = await signIn("busy@example.com");
  await db
    .insert(reviewLimits)
    .values({ userId: busyReader.userId, limitDate: nicosiaDate(new Date()), reviewCount: 10 });
});

describe("the provider page's reviews, server-rendered", () => {
  it("shows review texts that look like markup as text: escaped, never as elements", async () => {
    const section = reviewsSection(await page("/en/providers/zeta"));
    expect(section).toContain("&lt;script&gt;window.__xss=1&lt;/script&gt;");
    expect(section).toContain("&lt;img src=x onerror=&quot;window.__xss=1&quot;&gt;");
    expect(section).toContain("&lt;svg onload=&quot;window.__xss=1&quot;&gt;");
    expect(section).not.toMatch(/<script>window|<img src=x|<svg onload/);
  });

  it("carries those texts in its island's data as data: no element of the page ends or starts inside it", async () => {
    const response = await exports.default.fetch(new Request(`${ORIGIN}/en/providers/zeta`));
    const html = await response.text();
    expect(html).not.toMatch(/<script>window|<img src=x|<svg onload/);
    const texts = JSON.stringify(islandData(html));
    for (const text of XSS_CORPUS) expect(texts).toContain(JSON.stringify(text));
  });

  it("renders the review form in place for a visitor: stars as labelled radios, the text, its counter", async () => {
    const section = reviewsSection(await page("/en/providers/zeta"));
    expect(section).toMatch(/<h3 id="write-review"[^>]*>Write a review<\/h3>/);
    expect(section).toMatch(/<fieldset[^>]*><legend[^>]*>Your rating<\/legend>/);
    expect(section.match(/<input type="radio"[^>]*name="rating"/g)).toHaveLength(5);
    for (const label of ["1 star", "2 stars", "5 stars"]) expect(section).toContain(`>${label}</span>`);
    expect(section).toMatch(/<label for="review-text"[^>]*>Your experience<\/label>/);
    expect(section).toMatch(/<textarea[^>]*id="review-text"/);
    expect(section).toContain("0 / 2000");
    expect(section).toContain("You will log in to submit your review");
    // The form is the reviews island, hydrated as it nears the screen. Until its code runs, choices
    // would not reach it: the fields wait for it. Send does not: a press is held until the code has
    // come, and without JavaScript it sends no field.
    expect(section).toMatch(/<island-root data-island="provider-reviews" data-trigger="visible"/);
    expect(section).toMatch(/<fieldset disabled="" class="contents">/);
    expect(section).toMatch(/<button [^>]*type="submit">Submit review<\/button>/);
    // Visitors see how many found a review helpful, and no vote buttons.
    expect(section).toContain("1 person found this helpful");
    expect(section).not.toContain("aria-pressed");
  });

  it("says how reviews are checked, and links to the contest's rules in the page's language", async () => {
    const section = reviewsSection(await page("/el/providers/zeta"));
    expect(section).toContain(UI_STRINGS["provider.reviews.disclosure.title"]!.el);
    expect(section).toContain(UI_STRINGS["provider.reviews.disclosure.moderation"]!.el);
    expect(section).toMatch(/<a[^>]*href="\/el\/review-policy#contest"[^>]*>Κανόνες διαγωνισμού<\/a>/);
  });

  it("gives a signed-in reader today's allowance and vote buttons showing their own vote", async () => {
    const section = reviewsSection(await page("/en/providers/zeta", reader.cookie));
    expect(section).toContain("Reviews remaining today: 10 / 10");
    expect(section).toMatch(/<textarea[^>]*id="review-text"/);
    expect(section).not.toContain("You will log in to submit your review");
    expect(section.match(/aria-pressed="true"/g)).toHaveLength(1);
    expect(section.match(/aria-pressed="false"/g)).toHaveLength(XSS_CORPUS.length * 2 - 1);
  });

  it("says in red why a reader who has written today's ten reviews cannot write another", async () => {
    const section = reviewsSection(await page("/en/providers/zeta", busyReader.cookie));
    expect(section).toContain("Reviews remaining today: 0 / 10");
    expect(section).toMatch(
      /<p class="text-destructive">You have reached the daily limit of 10 reviews\. Try again tomorrow\.<\/p>/,
    );
  });

  it("shows a reader who has reviewed the provider their review's status instead of a second form", async () => {
    const section = reviewsSection(await page("/en/providers/alpha", reader.cookie));
    expect(section).toMatch(/<h3 id="write-review"[^>]*>Your review<\/h3>/);
    expect(section).toContain("You have reviewed this provider.");
    expect(section).toContain("Published");
    expect(section).not.toContain('id="review-text"');
    // One's own review takes no vote.
    expect(section).not.toContain("aria-pressed");
  });
});
