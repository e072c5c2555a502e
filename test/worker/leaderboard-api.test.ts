import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { PrizeAward, SettlementResult } from "#schema/api/contest";
import { auditLog } from "#schema/audit";
import { emailTemplates } from "#schema/content";
import { prizeAwards } from "#schema/contest";
import { contestMonthOf, shiftMonth } from "#schema/cyprus-time";
import { providers } from "#schema/providers";
import { EMAIL_TEMPLATE_NAMES } from "#schema/email-template-names";
import { emailTemplateSeeds } from "#seed/data/email-templates";
import { call, db, jsonWrite, setUser, signIn } from "./support/client";
import { approvedReviews, contestant } from "./support/contest";
import { outboxMail } from "./support/mail";

const currentMonth = contestMonthOf(new Date());
const lastMonth = shiftMonth(currentMonth, -1);

let admin: { cookie: string; userId: string };
let first: { cookie: string; userId: string };
let second: { cookie: string; userId: string };

beforeAll(async () => {
  await db()
    .insert(providers)
    .values(
      Array.from({ length: 4 }, (_, i) => ({
        id: `lb-p-${i}`,
        brand: `LB ${i}`,
        domain: `lb${i}.example`,
        licenseId: `LB-${i}`,
      })),
    );
  await db()
    .insert(emailTemplates)
    .values(emailTemplateSeeds().filter((t) => t.name === EMAIL_TEMPLATE_NAMES.prizeWon));
  admin = await signIn("prize-admin@example.com");
  await setUser(admin.userId, { role: "admin" });
  first = await contestant("first_place", { locale: "el" });
  second = await contestant("second_place");
  await approvedReviews(first.userId, 3, lastMonth);
  await approvedReviews(second.userId, 2, lastMonth);
});

describe("GET /api/leaderboard/monthly/{month}", () => {
  it.each([
    ["2026-13", "contest.error.month_format"],
    ["2026-1", "contest.error.month_format"],
    ["november", "contest.error.month_format"],
    ["2999-01", "contest.error.future_month"],
  ])("answers %s with a 400 that says why", async (month, messageKey) => {
    const response = await call(`/api/leaderboard/monthly/${month}`);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ messageKey });
  });

  it("serves the live ranking to anyone, cacheable for a minute", async () => {
    const response = await call(`/api/leaderboard/monthly/${lastMonth}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=60");
    const board = (await response.json()) as {
      status: string;
      rows: { username: string | null; prizeAmount: number }[];
    };
    expect(board.status).toBe("live");
    expect(board.rows.map((row) => [row.username, row.prizeAmount])).toEqual([
      ["first_place", 50],
      ["second_place", 25],
    ]);
  });
});

describe("GET /api/leaderboard/my-position", () => {
  it("is for signed-in users", async () => {
    expect((await call(`/api/leaderboard/my-position?month=${lastMonth}`)).status).toBe(401);
  });

  it("gives the user's own place, kept a minute by their browser alone", async () => {
    const response = await call(`/api/leaderboard/my-position?month=${lastMonth}`, {
      headers: { cookie: second.cookie },
    });
    expect(await response.json()).toEqual({ month: lastMonth, rank: 2, reviewCount: 2, prizeAmount: 25 });
    expect(response.headers.get("cache-control")).toBe("private, max-age=60");
    expect(response.headers.get("vary")).toContain("Cookie");
  });

  it("refuses a malformed month", async () => {
    const response = await call("/api/leaderboard/my-position?month=13-2026", {
      headers: { cookie: second.cookie },
    });
    expect(response.status).toBe(400);
  });
});

const calculate = (month: unknown, cookie = admin.cookie) =>
  call("/api/admin/leaderboard/calculate", jsonWrite("POST", { month }, cookie));

describe("POST /api/admin/leaderboard/calculate", () => {
  it("refuses the running month and a malformed one", async () => {
    const running = await calculate(currentMonth);
    expect(running.status).toBe(400);
    expect(await running.json()).toMatchObject({ messageKey: "contest.error.month_not_over" });
    expect((await calculate("last month")).status).toBe(400);
  });

  it("creates the awards once: the second click creates nothing and answers 200 with the same awards", async () => {
    const created = await calculate(lastMonth);
    expect(created.status).toBe(201);
    const settlement = (await created.json()) as SettlementResult;
    expect(settlement).toMatchObject({ month: lastMonth, created: true, participants: 2 });
    expect(settlement.awards.map((award) => [award.user.id, award.amount, award.status])).toEqual([
      [first.userId, 50, "pending"],
      [second.userId, 25, "pending"],
    ]);
    expect(settlement.awards[0]?.paymentMethod).toEqual({
      method: "paysafe",
      details: { accountId: "acct-first_place", accountEmail: "first_place@pay.example" },
    });

    const again = await calculate(lastMonth);
    expect(again.status).toBe(200);
    const repeat = (await again.json()) as SettlementResult;
    expect(repeat.created).toBe(false);
    expect(repeat.awards.map((award) => award.id)).toEqual(settlement.awards.map((award) => award.id));
    expect(await db().select().from(prizeAwards)).toHaveLength(2);

    const board = await (await call(`/api/leaderboard/monthly/${lastMonth}`)).json();
    expect(board).toMatchObject({ status: "settled", settledAt: settlement.settledAt });
    const audits = await db().select().from(auditLog).where(eq(auditLog.action, "leaderboard.calculate"));
    expect(audits).toMatchObject([{ actorUserId: admin.userId, entityId: lastMonth }]);
  });

  it("settles a month once when two admins press Calculate at the same moment", async () => {
    const month = shiftMonth(currentMonth, -2);
    const third = await contestant("third_place");
    await approvedReviews(third.userId, 2, month);
    const [a, b] = await Promise.all([calculate(month), calculate(month)]);
    expect([a.status, b.status].sort()).toEqual([200, 201]);
    const [one, other] = (await Promise.all([a.json(), b.json()])) as SettlementResult[];
    // The winner's mail is on its way meanwhile: what each answer saw of it may differ.
    const withoutMail = (result: SettlementResult) => result.awards.map(({ mail: _mail, ...award }) => award);
    expect(withoutMail(one!)).toEqual(withoutMail(other!));
    expect(one!.awards.map((award) => [award.user.id, award.amount])).toEqual([[third.userId, 50]]);
    const board = (await (await call(`/api/leaderboard/monthly/${month}`)).json()) as { rows: unknown[] };
    expect(board.rows).toHaveLength(1);
  });

  it("e-mails each winner once, in the language of their reviews", async () => {
    const toFirst = await outboxMail("first_place@example.com");
    expect(toFirst).toHaveLength(1);
    expect(toFirst[0]?.subject).toMatch(/^Κερδίσατε 50\s?€/);
    expect(toFirst[0]?.html).toContain(`/el/leaderboard?month=${lastMonth}`);
    const toSecond = await outboxMail("second_place@example.com");
    expect(toSecond.map((mail) => mail.subject)).toEqual([expect.stringMatching(/25/)]);
  });
});

const setStatus = (id: string, body: unknown) =>
  call(`/api/admin/prizes/${id}/status`, jsonWrite("POST", body, admin.cookie));

describe("the prize screens' API", () => {
  let award: PrizeAward;

  beforeAll(async () => {
    const pending = (await (
      await call("/api/admin/prizes/pending", { headers: { cookie: admin.cookie } })
    ).json()) as PrizeAward[];
    award = pending.find((item) => item.user.id === first.userId)!;
  });

  it("moves an award to paid with a note: paidAt set, the change audited, the award off the pending list", async () => {
    const response = await setStatus(award.id, { status: "paid", notes: "  Paid via Paysafe  " });
    expect(response.status).toBe(200);
    const paid = (await response.json()) as PrizeAward;
    expect(paid).toMatchObject({ status: "paid", notes: "Paid via Paysafe" });
    expect(paid.paidAt).not.toBeNull();

    const pending = (await (
      await call(`/api/admin/prizes/pending?month=${lastMonth}`, { headers: { cookie: admin.cookie } })
    ).json()) as PrizeAward[];
    expect(pending.map((item) => item.id)).not.toContain(award.id);
    const history = (await (
      await call("/api/admin/prizes/history", { headers: { cookie: admin.cookie } })
    ).json()) as PrizeAward[];
    expect(history.find((item) => item.id === award.id)).toMatchObject({
      status: "paid",
      paidAt: paid.paidAt,
    });
    const audits = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "prize.status"), eq(auditLog.entityId, award.id)));
    expect(audits).toMatchObject([
      { actorUserId: admin.userId, detailsJson: { from: "pending", to: "paid" } },
    ]);
  });

  it("keeps the note when none is sent and clears paidAt when the award leaves paid", async () => {
    const back = (await (await setStatus(award.id, { status: "failed" })).json()) as PrizeAward;
    expect(back).toMatchObject({ status: "failed", notes: "Paid via Paysafe", paidAt: null });
  });

  it("answers 404 for an unknown award and 400 for an unknown status", async () => {
    expect((await setStatus("no-such-award", { status: "paid" })).status).toBe(404);
    const bad = await setStatus(award.id, { status: "lost" });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ messageKey: "prizes.error.status" });
  });

  it("never re-opens a paid award when the month is calculated again", async () => {
    await setStatus(award.id, { status: "paid", notes: "Paid" });
    await calculate(lastMonth);
    const [row] = await db().select().from(prizeAwards).where(eq(prizeAwards.id, award.id));
    expect(row).toMatchObject({ status: "paid", notes: "Paid" });
  });
});
