import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { PrizeAward } from "#schema/api/contest";
import { auditLog } from "#schema/audit";
import { emailTemplates } from "#schema/content";
import { contestMonthOf, shiftMonth } from "#schema/cyprus-time";
import { mailDeliveries } from "#schema/mail-deliveries";
import { providers } from "#schema/providers";
import { EMAIL_TEMPLATE_NAMES } from "#schema/email-template-names";
import { emailTemplateSeeds } from "#seed/data/email-templates";
import { call, db, jsonWrite, setUser, signIn } from "./support/client";
import { approvedReviews, contestant } from "./support/contest";
import { outboxMail, settledDeliveries } from "./support/mail";

const lastMonth = shiftMonth(contestMonthOf(new Date()), -1);
const WINNER_EMAIL = "mail_winner@example.com";

let admin: { cookie: string; userId: string };
let award: PrizeAward;

const pendingAwards = async () =>
  (await (
    await call("/api/admin/prizes/pending", { headers: { cookie: admin.cookie } })
  ).json()) as PrizeAward[];

const resend = (id: string, cookie?: string) =>
  call(`/api/admin/prizes/${id}/resend-mail`, jsonWrite("POST", {}, cookie));

const resendAudits = () =>
  db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, "prize.mail_resend"), eq(auditLog.entityId, award.id)));

const setDelivery = (values: Partial<typeof mailDeliveries.$inferInsert>) =>
  db().update(mailDeliveries).set(values).where(eq(mailDeliveries.prizeAwardId, award.id));

beforeAll(async () => {
  await db()
    .insert(providers)
    .values(
      [0, 1].map((i) => ({
        id: `pm-p-${i}`,
        brand: `PM ${i}`,
        domain: `pm${i}.example`,
        licenseId: `PM-${i}`,
      })),
    );
  await db()
    .insert(emailTemplates)
    .values(emailTemplateSeeds().filter((t) => t.name === EMAIL_TEMPLATE_NAMES.prizeWon));
  admin = await signIn("prize-mail-admin@example.com");
  await setUser(admin.userId, { role: "admin" });
  const winner = await contestant("mail_winner");
  await approvedReviews(winner.userId, 2, lastMonth, "pm-p-");
  const settled = await call(
    "/api/admin/leaderboard/calculate",
    jsonWrite("POST", { month: lastMonth }, admin.cookie),
  );
  expect(settled.status).toBe(201);
  await settledDeliveries(WINNER_EMAIL);
  award = (await pendingAwards()).find((item) => item.user.email === WINNER_EMAIL)!;
});

describe("a prize award's mail on the Prizes screen", () => {
  it("shows the winner's mail as sent, with its attempts", () => {
    expect(award.mail).toMatchObject({ status: "sent", attempts: 1, lastError: null });
    expect(award.mail?.sentAt).toEqual(expect.any(String));
  });

  it("shows a mail that failed, with its attempts and last error", async () => {
    await setDelivery({ status: "failed", attempts: 5, lastError: "550 mailbox unavailable" });
    const shown = (await pendingAwards()).find((item) => item.id === award.id);
    expect(shown?.mail).toMatchObject({
      status: "failed",
      attempts: 5,
      lastError: "550 mailbox unavailable",
    });
  });

  it("Resend is for admins only: signed out 401, a user without the prizes permission 403, nothing queued", async () => {
    const user = await signIn("not-an-admin@example.com");
    expect((await resend(award.id)).status).toBe(401);
    expect((await resend(award.id, user.cookie)).status).toBe(403);
    expect(await resendAudits()).toEqual([]);
    const [row] = await db().select().from(mailDeliveries).where(eq(mailDeliveries.prizeAwardId, award.id));
    expect(row).toMatchObject({ status: "failed", attempts: 5 });
  });

  it("Resend queues the same mail again, audited; the queue sends it", async () => {
    const response = await resend(award.id, admin.cookie);
    expect(response.status).toBe(200);
    expect(((await response.json()) as PrizeAward).id).toBe(award.id);
    const [delivery] = await settledDeliveries(WINNER_EMAIL);
    expect(delivery).toMatchObject({ status: "sent", attempts: 6, lastError: null });
    const mails = await outboxMail(WINNER_EMAIL);
    expect(mails).toHaveLength(2);
    expect(mails[1]?.html).toBe(mails[0]?.html);
    expect(await resendAudits()).toMatchObject([
      { actorUserId: admin.userId, entityType: "prize_award", detailsJson: { from: "failed", attempts: 5 } },
    ]);
  });

  it("refuses a mail still waiting in the queue (409, by key), so it never goes twice", async () => {
    await setDelivery({ status: "queued" });
    const refused = await resend(award.id, admin.cookie);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ messageKey: "prizes.error.mail_queued" });
    expect(await resendAudits()).toHaveLength(1);
    await setDelivery({ status: "sent" });
  });

  it("a recalculation that keeps the winner's prize keeps its mail: shown on the new award, not sent again", async () => {
    const recalculated = await call(
      "/api/admin/leaderboard/recalculate",
      jsonWrite("POST", { month: lastMonth }, admin.cookie),
    );
    expect(recalculated.status).toBe(200);
    const kept = (await pendingAwards()).find((item) => item.user.email === WINNER_EMAIL)!;
    expect(kept.id).not.toBe(award.id);
    expect(kept.mail).toMatchObject({ status: "sent", attempts: 6 });
    expect(await outboxMail(WINNER_EMAIL)).toHaveLength(2);
  });

  it("answers 404 for an unknown award", async () => {
    const response = await resend("no-such-award", admin.cookie);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ messageKey: "prizes.error.not_found" });
  });
});
