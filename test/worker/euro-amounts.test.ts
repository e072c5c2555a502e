import { beforeAll, describe, expect, it } from "vitest";
import { formatEuro } from "#schema/euro";
import { promotions, promotionsI18n } from "#schema/promotions";
import { providers, providersI18n } from "#schema/providers";
import {
  promotionRows,
  promotionTranslationRows,
  providerRows,
  providerTranslationRows,
} from "#seed/rows/catalog";
import { call, db } from "./support/client";

/**
 * A Hebrew page writes every euro amount one way, the way Intl writes it for Hebrew, whether the
 * amount comes from a figure (a cash-out limit) or from a seeded text (an offer's title).
 */
const today = new Date();
const hebrewProvider = providerTranslationRows(today).find((row) => row.locale === "he")!;

beforeAll(async () => {
  const rows = <T>(table: T, values: object[]) =>
    // One row a statement: D1 binds at most 100 values to one.
    values.map((value) =>
      db()
        .insert(table as typeof providers)
        .values(value as typeof providers.$inferInsert),
    );
  for (const [table, values] of [
    [providers, providerRows(today)],
    [providersI18n, providerTranslationRows(today)],
    [promotions, promotionRows(today)],
    [promotionsI18n, promotionTranslationRows()],
  ] as const) {
    const [first, ...rest] = rows(table, values);
    await db().batch([first!, ...rest]);
  }
});

/** Every euro amount a page shows (not its scripts' data): a number with the sign before or after it. */
const euroAmounts = (html: string) =>
  [
    ...html
      .replace(/<script[\s\S]*?<\/script>/g, "")
      .matchAll(/€[\s\u00a0\u200f]*\d[\d.,]*|\d[\d.,]*[\s\u00a0\u200f]*€/g),
  ].map((m) => m[0]);

describe("euro amounts on a Hebrew page", () => {
  const hebrew = (amount: string) =>
    formatEuro("he", Number(amount.replace(/[^\d]/g, ""))).replace(/^\u200f/, "");

  it.each(["/he/bonus", `/he/providers/${hebrewProvider.slug}`])(
    "%s writes them all one way",
    async (path) => {
      const response = await call(path);
      expect(response.status).toBe(200);
      const amounts = euroAmounts(await response.text());
      expect(amounts.length).toBeGreaterThan(0);
      for (const amount of amounts) expect(amount).toBe(hebrew(amount));
    },
  );
});
