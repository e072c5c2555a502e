import { env, exports } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { uiStrings } from "#schema/content";
import { userPaymentMethods } from "#schema/contest";
import { contestMonthOf, shiftMonth } from "#schema/cyprus-time";
import { providers } from "#schema/providers";
import { reviews } from "#schema/reviews";
import { users } from "#schema/users";
import { UI_STRINGS } from "#seed/ui-strings";
import { createDb } from "#worker/lib/db";
import { ORIGIN, signIn } from "./support/client";
import { withoutIslandData } from "../support/island-data";

const en = (key: string) => UI_STRINGS[key]!.en;
const HIDDEN_EMAILS = ["ana.hidden@example.com", "bob.hidden@example.com", "leader.hidden@example.com"];

const page = async (path: string, cookie?: string) => {
  const response = await exports.default.fetch(
    new Request(`${ORIGIN}${path}`, { headers: cookie ? { cookie } : {} }),
  );
  return { status: response.status, html: await response.text() };
};

/** What the visitor sees: <main>, without the data that rides along for hydration. */
/** The page's main content as shown: without its islands' data (their strings and reads). */
const main = (html: string) => withoutIslandData(html.match(/<main[\s\S]*<\/main>/)?.[0] ?? "");

/** The ranking's body rows as text: 'rank|name|reviews|prize', markup and the screen-reader words dropped. */
const rankingRows = (html: string) =>
  [...main(html).matchAll(/<tbody>([\s\S]*?)<\/tbody>/g)]
    .flatMap(([, body]) => body!.match(/<tr[\s\S]*?<\/tr>/g) ?? [])
    .map((row) =>
      [...row.matchAll(/<t[dh][^>]*>([\s\S]*?)<\/t[dh]>/g)]
        .map(([, cell]) =>
          cell!
            .replace(/<span class="sr-only">[\s\S]*?<\/span>/g, "")
            .replace(/<!--[\s\S]*?-->|<[^>]+>/g, "")
            .replace(/\s+/g, " ")
            .trim(),
        )
        .join("|"),
    );

/** The month selector's options as [value, selected]. */
const monthOptions = (html: string) => {
  const select = main(html).match(/<select[^>]*id="leaderboard-month"[\s\S]*?<\/select>/)?.[0] ?? "";
  return [...select.matchAll(/<option([^>]*)>/g)].map(([, attributes]) => [
    attributes!.match(/value="([^"]*)"/)?.[1],
    attributes!.includes("selected"),
  ]);
};

const currentMonth = contestMonthOf(new Date());
const PROVIDER_IDS = ["lb-1", "lb-2", "lb-3", "lb-4", "lb-5"];

let leader: { cookie: string; userId: string };

/** `approved` approved and `pending` pending reviews by a user, written now (this month), one per provider. */
const reviewsBy = (userId: string, approved: number, pending = 0) =>
  PROVIDER_IDS.slice(0, approved + pending).map((providerId, index) => ({
    id: `${userId}-${providerId}`,
    providerId,
    userId,
    rating: 4,
    reviewText: "A review that counts for the contest.",
    status: index < approved ? ("approved" as const) : ("pending" as const),
  }));

beforeAll(async () => {
  const db = createDb(env.DB);
  const strings = Object.entries(UI_STRINGS).map(([key, texts]) => ({ key, ...texts }));
  // D1 takes at most 100 bound values a statement: a row each, in one batch.
  const [first, ...rest] = strings.map((row) => db.insert(uiStrings).values(row).onConflictDoNothing());
  await db.batch([first!, ...rest]);
  leader = await signIn("leader.hidden@example.com");
  await db.batch([
    db.insert(providers).values(
      PROVIDER_IDS.map((id, index) => ({
        id,
        brand: `Board ${index}`,
        domain: `${id}.example`,
        licenseId: id,
      })),
    ),
    // Eligible: verified e-mail, complete profile, a payout method.
    db.insert(users).values({
      id: "ana",
      email: "ana.hidden@example.com",
      username: "ana_reviews",
      firstName: "Ana",
      lastName: "Georgiou",
      emailVerified: true,
    }),
    db.insert(userPaymentMethods).values({ userId: "ana", method: "revolut", details: { tag: "@ana" } }),
    // No username: shown as "User " and the id's first 8 characters, nothing from the e-mail.
    db.insert(users).values({ id: "bob", email: "bob.hidden@example.com", firstName: "Bob" }),
    // One statement per user: D1 binds at most 100 values per statement.
    db.insert(reviews).values(reviewsBy(leader.userId, 4)),
    db.insert(reviews).values(reviewsBy("ana", 3)),
    db.insert(reviews).values(reviewsBy("bob", 1, 4)),
  ]);
});

describe("the leaderboard page, server-rendered", () => {
  it("has its heading, the top prize and the prize places, and the rules", async () => {
    const { status, html } = await page("/en/leaderboard");
    expect(status).toBe(200);
    const visible = main(html);
    expect(visible).toMatch(/<h1[^>]*>[\s\S]*Monthly Review Contest<\/h1>/);
    expect(visible).toContain("Win Up To €50!");
    for (const place of ["1st: €50", "2nd: €25", "3rd: €25"]) expect(visible).toContain(`>${place}</li>`);
    expect(visible).toContain(en("leaderboard.rules.title"));
    expect(visible).toContain("Up to 10 reviews a day.");
    expect(visible).toContain(en("leaderboard.rules.not_eligible"));
  });

  it("offers the current month and the 5 before it, the current one chosen", async () => {
    const { html } = await page("/en/leaderboard");
    expect(monthOptions(html)).toEqual(
      [0, 1, 2, 3, 4, 5].map((back) => [shiftMonth(currentMonth, -back), back === 0]),
    );
    expect(main(html)).toMatch(/<label for="leaderboard-month"[^>]*>Month<\/label>/);
  });

  it("ranks this month's reviewers by approved reviews; pending ones do not count, prizes skip the ineligible", async () => {
    const { html } = await page("/en/leaderboard");
    expect(main(html)).toContain("Live standings: updated every 5 minutes.");
    expect(rankingRows(html)).toEqual([
      // The leader has no complete profile: first place, but the €50 goes to the next eligible reviewer.
      `1|User ${leader.userId.slice(0, 8)}|4|—`,
      "2|ana_reviews|3|€50",
      "3|User bob|1|—",
    ]);
  });

  it("never puts an e-mail address into the page", async () => {
    for (const path of ["/en/leaderboard", "/el/leaderboard"]) {
      const { html } = await page(path);
      for (const email of HIDDEN_EMAILS) expect(html).not.toContain(email);
    }
    // A signed-in user's own account (with their address) rides along for the page's code; nobody else's.
    const { html } = await page("/en/leaderboard", leader.cookie);
    expect(main(html)).not.toContain("leader.hidden@example.com");
    for (const email of HIDDEN_EMAILS.slice(0, 2)) expect(html).not.toContain(email);
  });

  it("says so for a month without reviews", async () => {
    const { html } = await page(`/en/leaderboard?month=${shiftMonth(currentMonth, -5)}`);
    expect(main(html)).toContain(en("leaderboard.empty"));
    expect(rankingRows(html)).toEqual([]);
    expect(monthOptions(html).find(([, selected]) => selected)?.[0]).toBe(shiftMonth(currentMonth, -5));
  });

  it.each([
    ["a malformed month", "garbage"],
    ["a future month", shiftMonth(currentMonth, 1)],
    ["a month older than the selector offers", shiftMonth(currentMonth, -6)],
  ])("shows the current month for %s", async (_, month) => {
    const { status, html } = await page(`/en/leaderboard?month=${month}`);
    expect(status).toBe(200);
    expect(monthOptions(html).find(([, selected]) => selected)?.[0]).toBe(currentMonth);
    expect(rankingRows(html)).toHaveLength(3);
  });

  it("offers the months as a GET form that works before and without the page's code", async () => {
    const form = main((await page("/en/leaderboard")).html)
      .match(/<form[^>]*>[\s\S]*?<\/form>/g)
      ?.find((one) => one.includes('id="leaderboard-month"'));
    expect(form).toMatch(/^<form[^>]*method="get"/);
    expect(form).toMatch(/<select[^>]*id="leaderboard-month"[^>]*name="month"/);
    expect(form).not.toMatch(/<select[^>]*\sdisabled=""/);
    expect(form).toMatch(/<button[^>]*type="submit"[^>]*>Apply<\/button>/);
  });

  it("is right-to-left in Hebrew, with the page in Hebrew", async () => {
    const { html } = await page("/he/leaderboard");
    expect(html.match(/<html[^>]*>/)?.[0]).toContain('dir="rtl"');
    expect(main(html)).toContain(UI_STRINGS["leaderboard.title"]!.he);
    expect(main(html)).toContain(UI_STRINGS["leaderboard.table.rank"]!.he);
  });
});

describe("the leaderboard page of a signed-in user", () => {
  it("marks their own row, shows their position, and asks them to complete their profile", async () => {
    const { html } = await page("/en/leaderboard", leader.cookie);
    const visible = main(html);
    const own = rankingRows(html).find((row) => row.includes("(You)"));
    expect(own).toBe(`1|User ${leader.userId.slice(0, 8)} (You)|4|—`);
    expect(rankingRows(html).filter((row) => row.includes("(You)"))).toHaveLength(1);
    const card = visible.match(/<div[^>]*aria-labelledby="my-position-title"[\s\S]*?<\/dl>/)?.[0] ?? "";
    expect(card).toContain("My position");
    expect(card).toMatch(/Rank<\/dt><dd[^>]*>#1<\/dd>/);
    expect(card).toMatch(/Approved reviews<\/dt><dd[^>]*>4<\/dd>/);
    const alert = visible.match(/<div role="alert"[\s\S]*?<\/div>/)?.[0] ?? "";
    expect(alert).toContain("Complete your profile to join the contest!");
    expect(alert).toMatch(/<a[^>]*href="\/profile"/);
  });

  it("shows an eligible user their prize and no alert", async () => {
    const ana = await signIn("ana.hidden@example.com");
    const { html } = await page("/en/leaderboard", ana.cookie);
    expect(rankingRows(html).filter((row) => row.includes("(You)"))).toEqual(["2|ana_reviews (You)|3|€50"]);
    expect(main(html)).toMatch(/Prize<\/dt><dd[^>]*>€50<\/dd>/);
    expect(main(html)).not.toContain("Complete your profile to join the contest!");
  });

  it("has no position, alert or '(You)' for a visitor who is not signed in", async () => {
    const { html } = await page("/en/leaderboard");
    expect(main(html)).not.toContain("(You)");
    expect(main(html)).not.toContain("My position");
    expect(main(html)).not.toContain("Complete your profile to join the contest!");
  });
});
