import { and, eq, isNull, lte, sql, type SQL } from "drizzle-orm";
import type { CloseComplaint } from "#schema/api/complaints";
import { mayMove, mayWrite, NO_RESPONSE_DAYS, statusAfterMessage } from "#schema/complaint-status";
import { complaintEvents, complaintMessages, complaints, type Complaint } from "#schema/complaints";
import type { ComplaintParty, ComplaintStatus } from "#schema/enums";
import type { Db } from "../lib/db";
import { apiError } from "../lib/errors";
import { insertWhere } from "../lib/insert-where";
import { complaintAudit } from "./complaint-audit";
import { findComplaint, mayView, partyOf, complaintNotFound } from "./complaints";
import type { PublicUser } from "./users";

/** What a step did, for its mails and the score: which case of whom, what happened, which side did it. */
export type ComplaintStep = {
  complaintId: string;
  providerId: string;
  kind: "filed" | "forwarded" | "message" | "closed" | "withdrawn" | "no_response" | "handed_over";
  by: ComplaintParty;
};

const DAY_MS = 24 * 60 * 60 * 1000;
const refused = () => apiError(409, "complaints.error.step_refused");
const forbidden = () => apiError(403, "complaints.error.forbidden");

/** The case is at `status`, changed at `now`: true only after this very step moved it. */
const movedTo = (id: string, status: ComplaintStatus, now: Date) =>
  sql`exists (select 1 from ${complaints} where ${complaints.id} = ${id} and ${complaints.status} = ${status} and ${complaints.statusChangedAt} = ${now.getTime()})`;

/**
 * A status change as queries for one batch: the case moves only from the status it was read at
 * (a step raced by another finds nothing to move, and its event and audit row are not written).
 */
function move(
  db: Db,
  complaint: Complaint,
  actor: { id: string | null; party: ComplaintParty },
  to: ComplaintStatus,
  now: Date,
  also: Partial<Pick<Complaint, "forwardedAt" | "conclusion" | "closedAt">> = {},
) {
  const done = movedTo(complaint.id, to, now);
  return {
    done,
    update: db
      .update(complaints)
      .set({ status: to, statusChangedAt: now, ...also })
      .where(and(eq(complaints.id, complaint.id), eq(complaints.status, complaint.status)))
      .returning({ id: complaints.id }),
    event: insertWhere(
      db,
      complaintEvents,
      {
        complaintId: complaint.id,
        party: actor.party,
        actorId: actor.id,
        fromStatus: complaint.status,
        toStatus: to,
        createdAt: now,
      },
      done,
    ),
  };
}

/** The case and the user's side on it: 404 where they may not see it, 403 where they have no side. */
async function caseFor(db: Db, user: PublicUser, id: string) {
  const complaint = await findComplaint(db, id);
  const party = await partyOf(db, user, complaint);
  if (!mayView(complaint, party)) throw complaintNotFound();
  if (!party) throw forbidden();
  return { complaint, party };
}

/**
 * A message in the thread from the player, the company's representative or staff, as mayWrite
 * allows; an answer hands the case to the other side (statusAfterMessage). The message is written
 * only while the case is still where it was read.
 */
export async function postComplaintMessage(
  db: Db,
  user: PublicUser,
  id: string,
  body: string,
  now: Date,
): Promise<ComplaintStep> {
  const { complaint, party } = await caseFor(db, user, id);
  if (!mayWrite(party, complaint.status)) throw refused();
  const after = statusAfterMessage(party, complaint.status);
  const messageId = crypto.randomUUID();
  const stillThere = sql`exists (select 1 from ${complaints} where ${complaints.id} = ${id} and ${complaints.status} = ${complaint.status})`;
  const written = sql`exists (select 1 from ${complaintMessages} where ${complaintMessages.id} = ${messageId})`;
  const message = insertWhere(
    db,
    complaintMessages,
    { id: messageId, complaintId: id, authorId: user.id, party, body, createdAt: now },
    stillThere,
  ).returning({ id: complaintMessages.id });
  const audit = complaintAudit(db, user.id, "complaint.message", id, { party, messageId }, written, now);
  if (after === complaint.status) {
    const [created] = await db.batch([message, audit]);
    if (created.length === 0) throw refused();
  } else {
    const step = move(db, complaint, { id: user.id, party }, after, now);
    const [created] = await db.batch([message, step.update, step.event, audit]);
    if (created.length === 0) throw refused();
  }
  return { complaintId: id, providerId: complaint.providerId, kind: "message", by: party };
}

/** Runs a status change with its audit row; 409 when the case moved meanwhile. */
async function runMove(
  db: Db,
  step: ReturnType<typeof move>,
  audit: (done: SQL) => ReturnType<typeof complaintAudit>,
) {
  const [moved] = await db.batch([step.update, step.event, audit(step.done)]);
  if (moved.length === 0) throw refused();
}

/** The player withdraws their own live case. */
export async function withdrawComplaint(
  db: Db,
  user: PublicUser,
  id: string,
  now: Date,
): Promise<ComplaintStep> {
  const { complaint, party } = await caseFor(db, user, id);
  if (party !== "player") throw forbidden();
  if (!mayMove("player", complaint.status, "withdrawn")) throw refused();
  const step = move(db, complaint, { id: user.id, party }, "withdrawn", now, { closedAt: now });
  await runMove(db, step, (done) =>
    complaintAudit(db, user.id, "complaint.withdraw", id, { from: complaint.status }, done, now),
  );
  return { complaintId: id, providerId: complaint.providerId, kind: "withdrawn", by: "player" };
}

/**
 * Staff accept a case (to 'awaiting_company', which forwards it to the company and makes it public)
 * or hand it to either side while mediating.
 */
export async function handOverComplaint(
  db: Db,
  staff: PublicUser,
  id: string,
  to: "awaiting_company" | "awaiting_player",
  now: Date,
): Promise<ComplaintStep> {
  const complaint = await findComplaint(db, id);
  if (!mayMove("staff", complaint.status, to)) throw refused();
  const forwarding = to === "awaiting_company" && complaint.forwardedAt === null;
  const step = move(
    db,
    complaint,
    { id: staff.id, party: "staff" },
    to,
    now,
    forwarding ? { forwardedAt: now } : {},
  );
  await runMove(db, step, (done) =>
    complaintAudit(
      db,
      staff.id,
      forwarding ? "complaint.forward" : "complaint.hand_over",
      id,
      { from: complaint.status, to },
      done,
      now,
    ),
  );
  return {
    complaintId: id,
    providerId: complaint.providerId,
    kind: forwarding ? "forwarded" : "handed_over",
    by: "staff",
  };
}

/** Staff close a case with an outcome and its public conclusion. */
export async function closeComplaint(
  db: Db,
  staff: PublicUser,
  id: string,
  { outcome, conclusion }: CloseComplaint,
  now: Date,
): Promise<ComplaintStep> {
  const complaint = await findComplaint(db, id);
  if (!mayMove("staff", complaint.status, outcome)) throw refused();
  const step = move(db, complaint, { id: staff.id, party: "staff" }, outcome, now, {
    conclusion,
    closedAt: now,
  });
  await runMove(db, step, (done) =>
    complaintAudit(db, staff.id, "complaint.close", id, { from: complaint.status, outcome }, done, now),
  );
  return { complaintId: id, providerId: complaint.providerId, kind: "closed", by: "staff" };
}

/** Staff hide a message with a reason: from then on only the reason is public, never the text. */
export async function hideComplaintMessage(
  db: Db,
  staff: PublicUser,
  id: string,
  messageId: string,
  reason: string,
  now: Date,
) {
  await findComplaint(db, id);
  const ofCase = and(eq(complaintMessages.id, messageId), eq(complaintMessages.complaintId, id));
  const [message] = await db
    .select({ hiddenAt: complaintMessages.hiddenAt })
    .from(complaintMessages)
    .where(ofCase);
  if (!message) throw apiError(404, "complaints.error.message_not_found");
  if (message.hiddenAt) throw refused();
  const done = sql`exists (select 1 from ${complaintMessages} where ${complaintMessages.id} = ${messageId} and ${complaintMessages.hiddenAt} = ${now.getTime()})`;
  const [hidden] = await db.batch([
    db
      .update(complaintMessages)
      .set({ hiddenAt: now, hiddenBy: staff.id, hiddenReason: reason })
      .where(and(ofCase, isNull(complaintMessages.hiddenAt)))
      .returning({ id: complaintMessages.id }),
    complaintAudit(db, staff.id, "complaint.hide_message", id, { messageId, reason }, done, now),
  ]);
  if (hidden.length === 0) throw refused();
}

/**
 * The daily run: every case awaiting the company since NO_RESPONSE_DAYS or longer becomes
 * 'no_response', each with its timeline step (by the system) and audit row, in one batch. A second
 * run the same day finds nothing left to move.
 */
export async function markUnanswered(db: Db, now: Date): Promise<ComplaintStep[]> {
  const due = await db
    .select()
    .from(complaints)
    .where(
      and(
        eq(complaints.status, "awaiting_company"),
        lte(complaints.statusChangedAt, new Date(now.getTime() - NO_RESPONSE_DAYS * DAY_MS)),
      ),
    );
  const steps: ComplaintStep[] = [];
  for (const complaint of due) {
    if (!mayMove("system", complaint.status, "no_response")) continue;
    const step = move(db, complaint, { id: null, party: "system" }, "no_response", now);
    const [moved] = await db.batch([
      step.update,
      step.event,
      complaintAudit(
        db,
        null,
        "complaint.no_response",
        complaint.id,
        { days: NO_RESPONSE_DAYS },
        step.done,
        now,
      ),
    ]);
    if (moved.length > 0)
      steps.push({
        complaintId: complaint.id,
        providerId: complaint.providerId,
        kind: "no_response",
        by: "system",
      });
  }
  return steps;
}
