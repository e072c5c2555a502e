import { describe, expect, it } from "vitest";
import { analyticsRangeSchema, type AdminAnalytics } from "#schema/api/admin-analytics";
import { calendarDays, daysSpanned, shiftDay } from "#schema/calendar-days";
import { UTF8_BOM } from "#web/features/admin/csv";
import { rangeOf } from "#web/features/admin/analytics/analytics-range";
import { readAnalyticsSearch } from "#web/features/admin/analytics/analytics-search";
import { analyticsCsv, analyticsTable } from "#web/features/admin/analytics/analytics-table";
import { conversion } from "#worker/services/admin-analytics";
import { HOUR_MS, perCyprusDay } from "#worker/services/cyprus-day-counts";
import { isCrawler, providerPageOf } from "#worker/services/provider-views";
import { catalogueText } from "../support/catalogue-text";

const hourOf = (iso: string) => Date.parse(iso) / HOUR_MS;

describe("Cyprus days", () => {
  it("shifts and spans calendar days across months and leap days", () => {
    expect(shiftDay("2024-02-28", 1)).toBe("2024-02-29");
    expect(shiftDay("2025-03-01", -1)).toBe("2025-02-28");
    expect(daysSpanned("2025-01-10", "2025-01-10")).toBe(1);
    expect(daysSpanned("2024-01-01", "2024-12-31")).toBe(366);
    expect(calendarDays("2025-12-30", "2026-01-02")).toEqual([
      "2025-12-30",
      "2025-12-31",
      "2026-01-01",
      "2026-01-02",
    ]);
    expect(calendarDays("2025-01-02", "2025-01-01")).toEqual([]);
  });

  it("sums UTC hours into Cyprus days, winter and summer, dropping hours outside the days", () => {
    const days = ["2025-01-10", "2025-01-11", "2025-07-01"];
    const totals = perCyprusDay(
      days,
      ["clicks", "views"],
      [
        { hour: hourOf("2025-01-10T21:00:00Z"), clicks: 2, views: 1 }, // 23:00 in Cyprus (UTC+2)
        { hour: hourOf("2025-01-10T22:00:00Z"), clicks: 3, views: null }, // 00:00 on the 11th
        { hour: hourOf("2025-06-30T21:00:00Z"), clicks: 5, views: 0 }, // 00:00 on 1 July (UTC+3)
        { hour: hourOf("2025-06-30T20:00:00Z"), clicks: 7, views: 7 }, // 30 June: not asked for
      ],
    );
    expect(Object.fromEntries(totals)).toEqual({
      "2025-01-10": { clicks: 2, views: 1 },
      "2025-01-11": { clicks: 3, views: 0 },
      "2025-07-01": { clicks: 5, views: 0 },
    });
  });
});

describe("the analytics range", () => {
  const problem = (input: unknown) =>
    catalogueText(analyticsRangeSchema.safeParse(input).error?.issues[0]?.message);
  it("takes two real days in order, at most 366 days apart", () => {
    expect(problem({ from: "2024-01-01", to: "2024-12-31" })).toBeUndefined();
    expect(problem({ from: "2025-01-01", to: "2025-01-01" })).toBeUndefined();
    expect(problem({ from: "2025-02-29", to: "2025-03-01" })).toBe("Must be a date (YYYY-MM-DD)");
    expect(problem({ to: "2025-03-01" })).toBe("Must be a date (YYYY-MM-DD)");
    expect(problem({ from: "2025-03-02", to: "2025-03-01" })).toBe(
      "End date must not be before the start date",
    );
    expect(problem({ from: "2024-01-01", to: "2025-01-01" })).toBe("A range can cover at most 366 days");
  });

  it("reads the address leniently and defaults to the 30 days ending today", () => {
    expect(readAnalyticsSearch({ from: "2025-01-01", to: "nonsense", table: "days" })).toEqual({
      from: "2025-01-01",
      to: undefined,
      table: "days",
    });
    expect(readAnalyticsSearch({ table: "secrets" }).table).toBeUndefined();
    // 23:30 UTC on 31 December is already 1 January in Cyprus.
    expect(rangeOf({}, new Date("2025-12-31T23:30:00Z"))).toEqual({ from: "2025-12-03", to: "2026-01-01" });
    expect(rangeOf({ to: "2025-01-31" })).toEqual({ from: "2025-01-02", to: "2025-01-31" });
  });

  it("converts click-outs per view, with no figure without views", () => {
    expect(conversion(3, 4)).toBe(0.75);
    expect(conversion(2, 0)).toBeNull();
  });
});

describe("provider page views", () => {
  it("knows a provider page by its path, with or without a language prefix", () => {
    expect(providerPageOf("/el/providers/zeta", "en")).toEqual({ key: "zeta", locale: "el" });
    expect(providerPageOf("/providers/zeta/", "he")).toEqual({ key: "zeta", locale: "he" });
    expect(providerPageOf("/ru/providers/%D0%B7%D0%B5%D1%82%D0%B0", "en")).toEqual({
      key: "зета",
      locale: "ru",
    });
    expect(providerPageOf("/en/providers", "en")).toBeNull();
    expect(providerPageOf("/xx/providers/zeta", "en")).toBeNull();
    expect(providerPageOf("/en/providers/zeta/reviews", "en")).toBeNull();
    expect(providerPageOf("/en/providers/%E0%A4%A", "en")).toBeNull();
  });

  it("tells crawlers and scripts from browsers", () => {
    expect(
      isCrawler(
        "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36",
      ),
    ).toBe(false);
    expect(
      isCrawler(
        "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1",
      ),
    ).toBe(false);
    expect(isCrawler("Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)")).toBe(true);
    expect(isCrawler("Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)")).toBe(true);
    expect(isCrawler("facebookexternalhit/1.1")).toBe(true);
    expect(
      isCrawler("Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 HeadlessChrome/130.0 Safari/537.36"),
    ).toBe(true);
    expect(isCrawler("curl/8.5.0")).toBe(true);
    expect(isCrawler(undefined)).toBe(true);
  });
});

const DATA: AdminAnalytics = {
  from: "2025-01-10",
  to: "2025-01-11",
  totals: { clicks: 5, views: 4, reviews: 1, signups: 0 },
  providers: [
    { providerId: "a", brand: 'Bet, "Best"', clicks: 3, views: 4, conversion: 0.75 },
    { providerId: null, brand: null, clicks: 2, views: 0, conversion: null },
  ],
  placements: [{ placement: "provider_card", clicks: 5 }],
  locales: [{ locale: "el", clicks: 5 }],
  daily: [
    { day: "2025-01-10", clicks: 2, views: 4, reviews: 0, signups: 0 },
    { day: "2025-01-11", clicks: 3, views: 0, reviews: 1, signups: 0 },
  ],
};

describe("the analytics CSV", () => {
  const t = (key: string) => `[${key}]`;
  it("is the table shown: translated headers, plain numbers, a BOM and RFC 4180 quoting", () => {
    const csv = analyticsCsv(analyticsTable("providers", DATA), t, "No provider");
    expect(csv).toBe(
      UTF8_BOM +
        "[admin.field.provider],[admin.analytics.clicks],[admin.analytics.views],[admin.analytics.conversion]\r\n" +
        '"Bet, ""Best""",3,4,0.7500\r\n' +
        "No provider,2,0,\r\n",
    );
  });

  it("keeps spreadsheets from running a provider's name as a formula, and numbers as numbers", () => {
    const csv = analyticsCsv(analyticsTable("providers", DATA), t, "=cmd|' /C calc'!A0");
    expect(csv.split("\r\n")[2]).toBe("'=cmd|' /C calc'!A0,2,0,");
  });

  it("writes days as YYYY-MM-DD with every daily figure", () => {
    const csv = analyticsCsv(analyticsTable("days", DATA), t, "-");
    expect(csv.split("\r\n").slice(1, 3)).toEqual(["2025-01-10,2,4,0,0", "2025-01-11,3,0,1,0"]);
  });
});

describe("utcHour", () => {
  it("divides in whole hours in SQL, so events group per hour", async () => {
    const { createClient } = await import("@libsql/client");
    const { drizzle } = await import("drizzle-orm/libsql");
    const { sql } = await import("drizzle-orm");
    const { utcHour } = await import("#worker/services/cyprus-day-counts");
    const db = drizzle(createClient({ url: ":memory:" }));
    const rows = await db.all<{ hour: number }>(
      sql`select ${utcHour(sql`cast(${Date.parse("2025-01-10T21:59:59Z")} as integer)`)} as hour`,
    );
    expect(rows[0]!.hour).toBe(Date.parse("2025-01-10T21:00:00Z") / HOUR_MS);
  });
});
