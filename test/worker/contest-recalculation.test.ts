import { exports } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { SettlementResult } from "#schema/api/contest";
import { auditLog } from "#schema/audit";
import { emailTemplates, uiStrings } from "#schema/content";
import { prizeAwards, reviewLeaderboards } from "#schema/contest";
import { monthStart } from "#schema/cyprus-time";
import { providers } from "#schema/providers";
import { reviews } from "#schema/reviews";
import { EMAIL_TEMPLATE_NAMES } from "#schema/email-template-names";
import { emailTemplateSeeds } from "#seed/data/email-templates";
import { UI_STRINGS } from "#seed/ui-strings";
import { call, jsonWrite, ORIGIN, db, setUser, signIn } from "./support/client";
import { contestant } from "./support/contest";

/** A month that is long over: recalculation does not depend on today's date. */
const MONTH = "2025-03";
const DAY_MS = 86_400_000;

/** `count` reviews of providers rc-p-{from}, rc-p-{from + 1}, … (one review per provider and user). */
const reviewsBy = (userId: string, count: number, status: "approved" | "pending" = "approved", from = 0) =>
  db()
    .insert(reviews)
    .values(
      Array.from({ length: count }, (_, i) => ({
        id: `${userId}-${status}-${i}`,
        providerId: `rc-p-${from + i}`,
        userId,
        rating: 4,
        reviewText: "A review for the contest.",
        status,
        createdAt: new Date(monthStart(MONTH).getTime() + (i + 1) * DAY_MS),
      })),
    );

let admin: { cookie: string; userId: string };
let early: { cookie: string; userId: string };
let late: { cookie: string; userId: string };

const recalculate = (month: unknown) =>
  call("/api/admin/leaderboard/recalculate", jsonWrite("POST", { month }, admin.cookie));

beforeAll(async () => {
  await db()
    .insert(providers)
    .values(
      Array.from({ length: 4 }, (_, i) => ({
        id: `rc-p-${i}`,
        brand: `RC ${i}`,
        domain: `rc${i}.example`,
        licenseId: `RC-${i}`,
      })),
    );
  await db()
    .insert(emailTemplates)
    .values(emailTemplateSeeds().filter((t) => t.name === EMAIL_TEMPLATE_NAMES.prizeWon));
  admin = await signIn("recalc-admin@example.com");
  await setUser(admin.userId, { role: "admin" });
  early = await contestant("early_bird");
  late = await contestant("late_bloomer");
  await reviewsBy(early.userId, 2);
  await reviewsBy(late.userId, 1);
  await reviewsBy(late.userId, 3, "pending", 1);
});

describe("POST /api/admin/leaderboard/recalculate", () => {
  it("refuses a month that has not been settled", async () => {
    const response = await recalculate(MONTH);
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ messageKey: "contest.error.not_settled" });
  });

  it("replaces the standings and awards with the reviews as moderated since, audited", async () => {
    const settled = await call(
      "/api/admin/leaderboard/calculate",
      jsonWrite("POST", { month: MONTH }, admin.cookie),
    );
    expect(settled.status).toBe(201);
    const before = (await settled.json()) as SettlementResult;
    expect(before.awards.map((award) => [award.user.id, award.amount])).toEqual([
      [early.userId, 50],
      [late.userId, 25],
    ]);

    // Moderated late: three more approved reviews move late_bloomer to first place.
    await db().update(reviews).set({ status: "approved" }).where(eq(reviews.userId, late.userId));
    const response = await recalculate(MONTH);
    expect(response.status).toBe(200);
    const after = (await response.json()) as SettlementResult;
    expect(after.awards.map((award) => [award.user.id, award.amount, award.status])).toEqual([
      [late.userId, 50, "pending"],
      [early.userId, 25, "pending"],
    ]);
    const standings = await db().select().from(reviewLeaderboards).where(eq(reviewLeaderboards.month, MONTH));
    expect(standings.map((row) => [row.userId, row.rank, row.reviewCount]).sort()).toEqual(
      [
        [late.userId, 1, 4],
        [early.userId, 2, 2],
      ].sort(),
    );
    const awards = await db().select().from(prizeAwards);
    expect(awards.map((award) => award.id).sort()).toEqual(after.awards.map((award) => award.id).sort());
    const audits = await db().select().from(auditLog).where(eq(auditLog.action, "leaderboard.recalculate"));
    expect(audits).toMatchObject([
      { actorUserId: admin.userId, entityType: "contest_month", entityId: MONTH },
    ]);
  });

  it("is refused with 409 once an award has left pending, and changes nothing", async () => {
    const [award] = await db().select().from(prizeAwards);
    const paid = await call(
      `/api/admin/prizes/${award!.id}/status`,
      jsonWrite("POST", { status: "paid" }, admin.cookie),
    );
    expect(paid.status).toBe(200);
    const standingsBefore = await db()
      .select()
      .from(reviewLeaderboards)
      .where(eq(reviewLeaderboards.month, MONTH));

    const response = await recalculate(MONTH);
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ messageKey: "contest.error.award_decided" });
    expect(await db().select().from(reviewLeaderboards).where(eq(reviewLeaderboards.month, MONTH))).toEqual(
      standingsBefore,
    );
    expect(
      await db().select().from(auditLog).where(eq(auditLog.action, "leaderboard.recalculate")),
    ).toHaveLength(1);
  });

  it("is for admins with the prizes permission only", async () => {
    const response = await call(
      "/api/admin/leaderboard/recalculate",
      jsonWrite("POST", { month: MONTH }, early.cookie),
    );
    expect(response.status).toBe(403);
  });
});

describe("the leaderboard between a month's end and its settlement", () => {
  beforeAll(async () => {
    const strings = Object.entries(UI_STRINGS).map(([key, texts]) => ({ key, ...texts }));
    const [first, ...rest] = strings.map((row) => db().insert(uiStrings).values(row).onConflictDoNothing());
    await db().batch([first!, ...rest]);
  });
  afterEach(() => vi.useRealTimers());

  it("says the month's reviews are being checked until the 5th, in the page's language", async () => {
    // 2 March 2025: February is over and not settled.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2025-03-02T10:00:00Z"));
    const board = (await (await call("/api/leaderboard/monthly/2025-02")).json()) as {
      checkingUntil: string | null;
    };
    // Midnight of 5 March in Cyprus (winter time, UTC+2).
    expect(board.checkingUntil).toBe("2025-03-04T22:00:00.000Z");
    const page = async (path: string) =>
      (await exports.default.fetch(new Request(`${ORIGIN}${path}`))).text();
    expect(await page("/en/leaderboard?month=2025-02")).toContain(
      "The month is over: its reviews are being checked until Mar 5, 2025, then the standings become final.",
    );
    expect(await page("/el/leaderboard?month=2025-02")).toContain("ελέγχονται έως τις 5 Μαρ 2025");
  });

  it("says nothing of checking once the month is settled or past its deadline", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2025-04-02T10:00:00Z"));
    const settled = (await (await call(`/api/leaderboard/monthly/${MONTH}`)).json()) as {
      status: string;
      checkingUntil: string | null;
    };
    expect(settled).toMatchObject({ status: "settled", checkingUntil: null });
    // (A month no earlier test read: the API's edge cache keeps an answer a minute.)
    const overdue = (await (await call("/api/leaderboard/monthly/2025-01")).json()) as {
      checkingUntil: string | null;
    };
    expect(overdue.checkingUntil).toBeNull();
  });
});
