import { env, exports } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { providerComplaintsSchema } from "#schema/api/complaint-stats";
import type { ProviderDetail } from "#schema/api/providers";
import { complaintEvents, complaintMessages, complaints } from "#schema/complaints";
import { uiStrings } from "#schema/content";
import { providers, providersI18n } from "#schema/providers";
import { users } from "#schema/users";
import { COMPLAINT_STATS_STRINGS } from "#seed/ui-strings/complaint-stats";
import { COMPLAINTS_STRINGS } from "#seed/ui-strings/complaints";
import { createDb } from "#worker/lib/db";
import { CONFIRMED_LICENCE } from "../support/catalog-fixtures";

const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);

const page = async (path: string) => {
  const response = await exports.default.fetch(
    new Request(`https://site.test${path}`, { redirect: "manual" }),
  );
  return { status: response.status, location: response.headers.get("location"), html: await response.text() };
};
const api = async <T>(path: string) => {
  const response = await exports.default.fetch(new Request(`https://site.test${path}`));
  return { status: response.status, body: (await response.json()) as T };
};
/** What the visitor sees: <main>. */
const main = (html: string) => html.match(/<main[\s\S]*<\/main>/)?.[0] ?? "";

const PLAYER_EMAIL = "worried.player@example.com";
const AMOUNT_CENTS = 987_654;

type Status = (typeof complaints.$inferInsert)["status"] & string;
type Case = {
  id: string;
  providerId?: string;
  status: Status;
  filedDaysAgo: number;
  forwarded?: boolean;
  closedDaysAgo?: number;
  /** The statuses the case passed through after filing, in order (events). */
  path?: Status[];
};

/**
 * Provider c-busy: five public cases in the window (three resolved after 4, 10 and 30 days; one
 * that became 'no_response' and then moved on when the company answered late; one still at
 * 'no_response'), one case staff never forwarded, and one public case older than 12 months.
 * Provider c-quiet: only a public case older than 12 months.
 */
const CASES: Case[] = [
  {
    id: "cs-r4",
    status: "resolved",
    filedDaysAgo: 20,
    closedDaysAgo: 16,
    path: ["awaiting_company", "resolved"],
  },
  {
    id: "cs-r10",
    status: "resolved",
    filedDaysAgo: 40,
    closedDaysAgo: 30,
    path: ["awaiting_company", "resolved"],
  },
  {
    id: "cs-r30",
    status: "resolved",
    filedDaysAgo: 90,
    closedDaysAgo: 60,
    path: ["awaiting_company", "resolved"],
  },
  {
    id: "cs-late",
    status: "awaiting_player",
    filedDaysAgo: 60,
    path: ["awaiting_company", "no_response", "awaiting_player"],
  },
  { id: "cs-silent", status: "no_response", filedDaysAgo: 30, path: ["awaiting_company", "no_response"] },
  { id: "cs-unforwarded", status: "open", filedDaysAgo: 5, forwarded: false },
  {
    id: "cs-old",
    status: "resolved",
    filedDaysAgo: 400,
    closedDaysAgo: 390,
    path: ["awaiting_company", "resolved"],
  },
  { id: "cq-old", providerId: "c-quiet", status: "unresolved", filedDaysAgo: 500, closedDaysAgo: 450 },
];

beforeAll(async () => {
  const db = createDb(env.DB);
  const strings = { ...COMPLAINT_STATS_STRINGS, ...COMPLAINTS_STRINGS };
  await db.batch([
    db.insert(providers).values([
      { id: "c-busy", brand: "Busy Bet", domain: "busy.example", licenseId: "L-C1", ...CONFIRMED_LICENCE },
      { id: "c-quiet", brand: "Quiet Bet", domain: "quiet.example", licenseId: "L-C2", ...CONFIRMED_LICENCE },
    ]),
    db.insert(providersI18n).values([
      { providerId: "c-busy", locale: "en", slug: "busy-bet" },
      { providerId: "c-quiet", locale: "en", slug: "quiet-bet" },
    ]),
    db.insert(users).values({ id: "c-player", email: PLAYER_EMAIL, username: "worried" }),
    // D1 takes at most 100 bound values a statement: a row each.
    ...CASES.map((c) =>
      db.insert(complaints).values({
        id: c.id,
        providerId: c.providerId ?? "c-busy",
        userId: "c-player",
        category: "withdrawal" as const,
        amountCents: AMOUNT_CENTS,
        description: "They kept my winnings for weeks",
        desiredOutcome: "Pay me out",
        status: c.status,
        locale: "en" as const,
        createdAt: daysAgo(c.filedDaysAgo),
        statusChangedAt: daysAgo(c.closedDaysAgo ?? c.filedDaysAgo - 1),
        forwardedAt: c.forwarded === false ? null : daysAgo(c.filedDaysAgo - 1),
        closedAt: c.closedDaysAgo === undefined ? null : daysAgo(c.closedDaysAgo),
      }),
    ),
    ...CASES.map((c) => {
      const statuses = ["open" as const, ...(c.path ?? [])];
      return db.insert(complaintEvents).values(
        statuses.map((toStatus, index) => ({
          complaintId: c.id,
          party: "system" as const,
          fromStatus: index === 0 ? null : statuses[index - 1]!,
          toStatus,
          createdAt: daysAgo(c.filedDaysAgo - index),
        })),
      );
    }),
    db.insert(complaintMessages).values({
      complaintId: "cs-r4",
      authorId: "c-player",
      party: "player",
      body: `Write to me at ${PLAYER_EMAIL}`,
    }),
    ...Object.entries(strings).map(([key, texts]) => db.insert(uiStrings).values({ key, ...texts })),
  ]);
});

describe("complaint statistics per provider", () => {
  it("count the last 12 months' public cases only, no_response from the timeline, the median days to resolve", async () => {
    const { status, body } = await api<ProviderDetail>("/api/providers/busy-bet?locale=en");
    expect(status).toBe(200);
    const { since, ...figures } = body.complaintStats;
    // Not the case staff never forwarded, nor the one filed 400 days ago.
    expect(figures).toEqual({ filed: 5, resolved: 3, noResponse: 2, medianDaysToResolve: 10 });
    const window = Date.now() - Date.parse(since);
    expect(window).toBeGreaterThan(364 * DAY);
    expect(window).toBeLessThan(367 * DAY);
  });

  it("are all zero for a provider whose cases are all older", async () => {
    const { body } = await api<ProviderDetail>("/api/providers/quiet-bet?locale=en");
    expect(body.complaintStats).toMatchObject({
      filed: 0,
      resolved: 0,
      noResponse: 0,
      medianDaysToResolve: null,
    });
  });
});

describe("the provider page's Complaints section", () => {
  it("shows the figures and links to the provider's list of cases", async () => {
    const { status, html } = await page("/en/providers/busy-bet");
    expect(status).toBe(200);
    const section = main(html).match(/<div[^>]*data-complaint-stats[\s\S]*?All public cases<\/a>/)?.[0] ?? "";
    expect(section).toContain(">Complaints<");
    const figures = [...section.matchAll(/<dt>([^<]*)<\/dt><dd[^>]*>([^<]*)<\/dd>/g)].map(([, dt, dd]) => [
      dt,
      dd,
    ]);
    expect(figures).toEqual([
      ["Filed", "5"],
      ["Resolved", "3"],
      ["No response for 14 days", "2"],
      ["Median days to resolve", "10"],
    ]);
    expect(section).toContain('href="/en/providers/busy-bet/complaints"');
  });

  it("says honestly when there was no complaint in the last 12 months, and still links to older cases", async () => {
    const { html } = await page("/en/providers/quiet-bet");
    const section = main(html).match(/<div[^>]*data-complaint-stats[\s\S]*?All public cases<\/a>/)?.[0] ?? "";
    expect(section).toContain("No complaints in the last 12 months.");
    expect(section).not.toContain("<dl");
    expect(section).toContain('href="/en/providers/quiet-bet/complaints"');
  });
});

describe("/{locale}/providers/{slug}/complaints", () => {
  it("lists every public case, newest first, each linking to its case page", async () => {
    const { status, html } = await page("/en/providers/busy-bet/complaints");
    expect(status).toBe(200);
    const rows = [...main(html).matchAll(/data-complaint="([^"]+)"/g)].map(([, id]) => id);
    expect(rows).toEqual(["cs-r4", "cs-silent", "cs-r10", "cs-late", "cs-r30", "cs-old"]);
    expect(main(html)).toContain('href="/en/complaints/cs-r4"');
    expect(main(html)).toContain("Withdrawal");
    expect(main(html)).toContain("No response");
    expect(html).toContain("<h1");
    expect(html).toContain("Complaints about Busy Bet");
  });

  it("never shows an amount, the player's e-mail or what they wrote", async () => {
    const { html } = await page("/en/providers/busy-bet/complaints");
    const { body } = await api<unknown>("/api/providers/busy-bet/complaints?locale=en");
    for (const text of [html, JSON.stringify(body)]) {
      expect(text).not.toContain(PLAYER_EMAIL);
      expect(text).not.toMatch(/9[,.\s]?876[,.]54|987654/);
      expect(text).not.toContain("kept my winnings");
      expect(text).not.toContain("cs-unforwarded");
    }
    expect(() => providerComplaintsSchema.parse(body)).not.toThrow();
  });

  it("answers 404 past the last page and for an unknown provider, and 400 for a bad page", async () => {
    expect((await page("/en/providers/busy-bet/complaints?page=2")).status).toBe(404);
    expect((await page("/en/providers/nobody/complaints")).status).toBe(404);
    expect((await api("/api/providers/nobody/complaints?locale=en")).status).toBe(404);
    expect((await api("/api/providers/busy-bet/complaints?locale=en&page=0")).status).toBe(400);
  });

  it("is addressed by the provider's slug: its id redirects there", async () => {
    const { status, location } = await page("/en/providers/c-busy/complaints");
    expect(status).toBe(301);
    expect(location).toMatch(/\/en\/providers\/busy-bet\/complaints$/);
  });
});
