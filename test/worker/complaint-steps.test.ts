import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { ComplaintCase } from "#schema/api/complaints";
import { auditLog } from "#schema/audit";
import { complaintEvents, complaintMessages, complaints } from "#schema/complaints";
import type { ComplaintStatus } from "#schema/enums";
import { complaintEmailTemplateSeeds } from "#seed/data/complaint-email-templates";
import worker from "#worker/index";
import { DAILY_CRON } from "#worker/cron/scheduled";
import { db } from "./support/client";
import { castFor, post, read, VALID_FILING, type Cast, type Person } from "./support/complaints";
import { insertEmailTemplates, outboxMail } from "./support/mail";

let cast: Cast;
beforeAll(async () => {
  cast = await castFor("cs");
  await insertEmailTemplates(complaintEmailTemplateSeeds());
});

const DAY_MS = 24 * 60 * 60 * 1000;

/** A case of the player against `cs-p` standing at `status` (a fixture: the steps are the subject here). */
async function caseAt(status: ComplaintStatus, extra: Partial<typeof complaints.$inferInsert> = {}) {
  const forwarded = status !== "open";
  const [row] = await db()
    .insert(complaints)
    .values({
      providerId: "cs-p",
      userId: cast.player.userId,
      category: "bonus",
      amountCents: 1000,
      description: VALID_FILING.description,
      desiredOutcome: VALID_FILING.desiredOutcome,
      status,
      locale: "en",
      forwardedAt: forwarded ? new Date() : null,
      ...extra,
    })
    .returning({ id: complaints.id });
  return row!.id;
}

const statusOf = async (id: string) =>
  (await db().select({ status: complaints.status }).from(complaints).where(eq(complaints.id, id)))[0]?.status;
const eventsOf = (id: string) =>
  db().select().from(complaintEvents).where(eq(complaintEvents.complaintId, id));
const auditOf = (id: string) => db().select().from(auditLog).where(eq(auditLog.entityId, id));

const say = (id: string, who: Person | undefined, body = "Here is what I have to say.") =>
  post(`/api/complaints/${id}/messages`, { body }, who);

describe("staff's steps", () => {
  it("accepting forwards the case to the company: event, audit row, forwarded_at, mails to both sides", async () => {
    const id = await caseAt("open");
    const response = await post(
      `/api/admin/complaints/${id}/status`,
      { status: "awaiting_company" },
      cast.editor,
    );
    expect(response.status).toBe(200);
    const [row] = await db().select().from(complaints).where(eq(complaints.id, id));
    expect(row?.status).toBe("awaiting_company");
    expect(row?.forwardedAt).toBeInstanceOf(Date);
    expect(await eventsOf(id)).toMatchObject([
      { party: "staff", actorId: cast.editor.userId, fromStatus: "open", toStatus: "awaiting_company" },
    ]);
    expect(await auditOf(id)).toMatchObject([
      { action: "complaint.forward", actorUserId: cast.editor.userId },
    ]);
    // The player in the complaint's language, the representative in their own (French).
    const [toPlayer] = await outboxMail("cs-player@example.com");
    expect(toPlayer?.subject).toBe("The complaint about Case Bet was forwarded to the company");
    const [toCompany] = await outboxMail("cs-rep@example.com");
    expect(toCompany?.subject).toBe("La réclamation concernant Case Bet a été transmise à l’entreprise");
    expect(toCompany?.html).toContain(`/fr/complaints/${id}`);
  });

  it("hands a case to either side and closes it with an outcome and a required conclusion", async () => {
    const id = await caseAt("awaiting_company");
    expect(
      (await post(`/api/admin/complaints/${id}/status`, { status: "awaiting_player" }, cast.editor)).status,
    ).toBe(200);
    expect(await statusOf(id)).toBe("awaiting_player");
    const noConclusion = await post(
      `/api/admin/complaints/${id}/close`,
      { outcome: "resolved" },
      cast.editor,
    );
    expect(noConclusion.status).toBe(400);
    expect(
      await post(
        `/api/admin/complaints/${id}/close`,
        { outcome: "withdrawn", conclusion: "Long enough text." },
        cast.editor,
      ).then((r) => r.status),
    ).toBe(400);
    const closed = await post(
      `/api/admin/complaints/${id}/close`,
      { outcome: "resolved", conclusion: "The company paid the withdrawal." },
      cast.editor,
    );
    expect(closed.status).toBe(200);
    const [row] = await db().select().from(complaints).where(eq(complaints.id, id));
    expect(row).toMatchObject({ status: "resolved", conclusion: "The company paid the withdrawal." });
    expect(row?.closedAt).toBeInstanceOf(Date);
    expect((await eventsOf(id)).map((e) => e.toStatus)).toEqual(["awaiting_player", "resolved"]);
    expect((await auditOf(id)).map((a) => a.action).sort()).toEqual([
      "complaint.close",
      "complaint.hand_over",
    ]);
    const shown = (await (await read(`/api/complaints/${id}`)).json()) as ComplaintCase;
    expect(shown.conclusion).toBe("The company paid the withdrawal.");
  });

  it("refuses a move the rule refuses with 409, and changes nothing", async () => {
    const closed = await caseAt("resolved");
    for (const [path, body] of [
      [`/api/admin/complaints/${closed}/status`, { status: "awaiting_company" }],
      [`/api/admin/complaints/${closed}/close`, { outcome: "unresolved", conclusion: "Closing it again." }],
    ] as const) {
      const response = await post(path, body, cast.editor);
      expect(response.status).toBe(409);
      expect(((await response.json()) as { messageKey: string }).messageKey).toBe(
        "complaints.error.step_refused",
      );
    }
    const waiting = await caseAt("awaiting_company");
    expect(
      (await post(`/api/admin/complaints/${waiting}/status`, { status: "awaiting_company" }, cast.editor))
        .status,
    ).toBe(409);
    expect(await eventsOf(closed)).toEqual([]);
    expect(await eventsOf(waiting)).toEqual([]);
    expect(await auditOf(closed)).toEqual([]);
  });

  it("are refused to everyone without the 'complaints' permission: 401, then 403", async () => {
    const id = await caseAt("open");
    const steps = [
      [`/api/admin/complaints/${id}/status`, { status: "awaiting_company" }],
      [`/api/admin/complaints/${id}/close`, { outcome: "rejected", conclusion: "Not a case for us." }],
    ] as const;
    for (const [path, body] of steps) {
      expect((await post(path, body)).status).toBe(401);
      for (const who of [
        cast.player,
        cast.representative,
        cast.otherRepresentative,
        cast.plainUser,
        cast.translator,
      ])
        expect((await post(path, body, who)).status).toBe(403);
    }
    for (const who of [cast.player, cast.representative, cast.translator])
      expect((await read(`/api/admin/complaints/${id}`, who)).status).toBe(403);
    expect(await statusOf(id)).toBe("open");
    expect(await eventsOf(id)).toEqual([]);
  });

  it("hide a message: its text leaves the public case, the reason stays; staff still read it", async () => {
    const id = await caseAt("awaiting_company");
    expect((await say(id, cast.player, "Call me on 99 000000 please.")).status).toBe(201);
    const [message] = await db()
      .select()
      .from(complaintMessages)
      .where(eq(complaintMessages.complaintId, id));
    const path = `/api/admin/complaints/${id}/messages/${message!.id}/hide`;
    expect((await post(path, { reason: "Phone number" }, cast.representative)).status).toBe(403);
    expect((await post(path, { reason: "" }, cast.editor)).status).toBe(400);
    expect((await post(path, { reason: "Phone number" }, cast.editor)).status).toBe(200);
    expect((await post(path, { reason: "Again" }, cast.editor)).status).toBe(409);
    expect(
      (await post(`/api/admin/complaints/${id}/messages/nope/hide`, { reason: "Phone" }, cast.editor)).status,
    ).toBe(404);
    const admin = (await (await read(`/api/admin/complaints/${id}`, cast.editor)).json()) as {
      amountCents: number;
      playerAccount: { email: string };
      messages: { body: string; hiddenReason: string }[];
    };
    expect(admin).toMatchObject({
      amountCents: 1000,
      playerAccount: { email: "cs-player@example.com" },
      messages: [{ body: "Call me on 99 000000 please.", hiddenReason: "Phone number" }],
    });
    expect(await (await read(`/api/complaints/${id}`)).text()).not.toContain("99 000000");
  });
});

describe("the thread", () => {
  it("a company answer hands the case to the player, the player's answer back to the company", async () => {
    const id = await caseAt("awaiting_company");
    expect((await say(id, cast.representative)).status).toBe(201);
    expect(await statusOf(id)).toBe("awaiting_player");
    expect((await say(id, cast.player)).status).toBe(201);
    expect(await statusOf(id)).toBe("awaiting_company");
    expect((await say(id, cast.editor)).status).toBe(201);
    expect(await statusOf(id)).toBe("awaiting_company");
    expect((await eventsOf(id)).map((e) => [e.party, e.toStatus])).toEqual([
      ["company", "awaiting_player"],
      ["player", "awaiting_company"],
    ]);
    const parties = (
      await db().select().from(complaintMessages).where(eq(complaintMessages.complaintId, id))
    ).map((m) => m.party);
    expect(parties.sort()).toEqual(["company", "player", "staff"]);
    expect((await auditOf(id)).filter((a) => a.action === "complaint.message")).toHaveLength(3);
  });

  it("a late company answer to a 'no response' case still hands it to the player", async () => {
    const id = await caseAt("no_response");
    expect((await say(id, cast.representative)).status).toBe(201);
    expect(await statusOf(id)).toBe("awaiting_player");
  });

  it("is closed to other providers' representatives and plain users (403), to the company before forwarding (404), and to everyone once closed (409)", async () => {
    const live = await caseAt("awaiting_company");
    expect((await say(live, undefined)).status).toBe(401);
    for (const who of [cast.otherRepresentative, cast.plainUser, cast.translator])
      expect((await say(live, who)).status).toBe(403);
    const open = await caseAt("open");
    expect((await say(open, cast.representative)).status).toBe(404);
    expect((await say(open, cast.player)).status).toBe(201);
    expect(await statusOf(open)).toBe("open");
    const closed = await caseAt("unresolved");
    for (const who of [cast.player, cast.representative, cast.editor])
      expect((await say(closed, who)).status).toBe(409);
    expect(
      await db().select().from(complaintMessages).where(eq(complaintMessages.complaintId, live)),
    ).toEqual([]);
  });

  it("mails the other side of a message in its language", async () => {
    const id = await caseAt("awaiting_player", { locale: "he" });
    await db().update(complaints).set({ userId: cast.plainUser.userId }).where(eq(complaints.id, id));
    expect((await say(id, cast.representative)).status).toBe(201);
    const [mail] = await outboxMail("cs-plain@example.com");
    expect(mail?.subject).toBe("עדכון בתיק התלונה על Case Bet");
    expect(mail?.html).toContain(`/he/complaints/${id}`);
  });
});

describe("withdrawing", () => {
  it("is the player's alone, while the case is live", async () => {
    const id = await caseAt("awaiting_player");
    for (const who of [cast.representative, cast.editor, cast.plainUser])
      expect((await post(`/api/complaints/${id}/withdraw`, {}, who)).status).toBe(403);
    expect((await post(`/api/complaints/${id}/withdraw`, {}, cast.player)).status).toBe(200);
    expect(await statusOf(id)).toBe("withdrawn");
    expect(await eventsOf(id)).toMatchObject([
      { party: "player", fromStatus: "awaiting_player", toStatus: "withdrawn" },
    ]);
    expect(await auditOf(id)).toMatchObject([
      { action: "complaint.withdraw", actorUserId: cast.player.userId },
    ]);
    expect((await post(`/api/complaints/${id}/withdraw`, {}, cast.player)).status).toBe(409);
  });
});

describe("the daily cron", () => {
  async function runDailyCron(at: Date) {
    const ctx = createExecutionContext();
    await worker.scheduled(
      createScheduledController({ cron: DAILY_CRON, scheduledTime: at.getTime() }),
      env,
      ctx,
    );
    await waitOnExecutionContext(ctx);
  }

  it(`marks a case awaiting the company for 14 days as 'no response', once`, async () => {
    const now = new Date();
    const due = await caseAt("awaiting_company", {
      statusChangedAt: new Date(now.getTime() - 14 * DAY_MS - 1000),
    });
    const recent = await caseAt("awaiting_company", {
      statusChangedAt: new Date(now.getTime() - 13 * DAY_MS),
    });
    const other = await caseAt("awaiting_player", { statusChangedAt: new Date(now.getTime() - 30 * DAY_MS) });
    await runDailyCron(now);
    await runDailyCron(new Date(now.getTime() + 60_000));
    expect(await statusOf(due)).toBe("no_response");
    expect(await statusOf(recent)).toBe("awaiting_company");
    expect(await statusOf(other)).toBe("awaiting_player");
    expect(await eventsOf(due)).toMatchObject([
      { party: "system", actorId: null, fromStatus: "awaiting_company", toStatus: "no_response" },
    ]);
    expect(await auditOf(due)).toMatchObject([{ action: "complaint.no_response", actorUserId: null }]);
    expect(await eventsOf(recent)).toEqual([]);
  });
});
