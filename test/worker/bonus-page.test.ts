import { env, exports } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { BonusType } from "#schema/enums";
import { uiStrings } from "#schema/content";
import { promotions, promotionsI18n } from "#schema/promotions";
import { UI_STRINGS } from "#seed/ui-strings";
import { createDb } from "#worker/lib/db";
import { pagerLinks } from "./support/pager-links";

/** 30 live welcome offers (priority 100 down to 71) and 3 cashback ones. */
const WELCOME = 30;
beforeAll(async () => {
  const db = createDb(env.DB);
  const offers: { id: string; type: BonusType; priority: number }[] = [
    ...Array.from({ length: WELCOME }, (_, i) => ({
      id: `w${i + 1}`,
      type: "welcome" as const,
      priority: 100 - i,
    })),
    ...Array.from({ length: 3 }, (_, i) => ({
      id: `c${i + 1}`,
      type: "cashback" as const,
      priority: 50 - i,
    })),
  ];
  await db.insert(uiStrings).values({ key: "bonus.pages", ...UI_STRINGS["bonus.pages"]! });
  // A few at a time: D1 binds at most 100 values to a statement.
  for (let from = 0; from < offers.length; from += 5) {
    const some = offers.slice(from, from + 5);
    await db
      .insert(promotions)
      .values(some.map(({ id, type, priority }) => ({ id, bonusType: type, priority })));
    await db
      .insert(promotionsI18n)
      .values(some.map(({ id }) => ({ promotionId: id, locale: "en" as const, title: `Offer ${id}.` })));
  }
});

const main = async (path: string) => {
  const response = await exports.default.fetch(new Request(`https://site.test${path}`));
  const html = await response.text();
  return { status: response.status, main: html.match(/<main[\s\S]*<\/main>/)?.[0] ?? "" };
};
const offers = (html: string) => [...html.matchAll(/Offer (\w+)\./g)].map(([, id]) => id);
const links = (html: string) => pagerLinks(html, "Bonus pages");

describe("the bonus page, 24 offers a page", () => {
  it("shows the first 24 by priority and links only to the next page", async () => {
    const first = await main("/en/bonus");
    expect(offers(first.main)).toEqual(Array.from({ length: 24 }, (_, i) => `w${i + 1}`));
    expect(links(first.main)).toEqual(["/en/bonus?page=2"]);
  });

  it("shows the rest on page 2, linking back to the first page's own address", async () => {
    const second = await main("/en/bonus?page=2");
    expect(offers(second.main)).toEqual([...["w25", "w26", "w27", "w28", "w29", "w30"], "c1", "c2", "c3"]);
    expect(links(second.main)).toEqual(["/en/bonus"]);
  });

  it("pages within a bonus type, keeping the filter in the page links", async () => {
    const welcome = await main("/en/bonus?type=welcome&page=2");
    expect(offers(welcome.main)).toEqual(["w25", "w26", "w27", "w28", "w29", "w30"]);
    expect(links(welcome.main)).toEqual(["/en/bonus?type=welcome"]);
    const cashback = await main("/en/bonus?type=cashback");
    expect(offers(cashback.main)).toEqual(["c1", "c2", "c3"]);
    expect(links(cashback.main)).toEqual([]);
  });

  it("says there is nothing on a page past the end, with a way back", async () => {
    const past = await main("/en/bonus?page=9");
    expect(past.status).toBe(200);
    expect(offers(past.main)).toEqual([]);
    expect(links(past.main)).toEqual(["/en/bonus?page=8"]);
  });
});

describe("GET /api/promotions?type=&limit=&offset=", () => {
  const ids = async (query: string) =>
    (
      (await (
        await exports.default.fetch(new Request(`https://site.test/api/promotions?${query}`))
      ).json()) as {
        id: string;
      }[]
    ).map((row) => row.id);

  it("gives one type's stretch of the list", async () => {
    expect(await ids("locale=en&type=welcome&limit=3&offset=27")).toEqual(["w28", "w29", "w30"]);
    expect(await ids("locale=en&type=cashback")).toEqual(["c1", "c2", "c3"]);
  });

  it.each(["type=jackpot", "offset=-1", "offset=x"])("refuses ?%s with a 400", async (query) => {
    const response = await exports.default.fetch(new Request(`https://site.test/api/promotions?${query}`));
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toMatch(/type|offset/);
  });
});
