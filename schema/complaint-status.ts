import type { ComplaintParty, ComplaintStatus } from "./enums";

/**
 * The one place that says who may move a complaint where. A case is filed 'open' and seen only by
 * the player and staff; staff accept it (forwarding it to the company: 'awaiting_company', public
 * from then on) or reject it. A message from one side hands the case to the other; staff mediate and
 * close it with an outcome; the player may withdraw it while it is live; the daily cron marks a case
 * the company left unanswered for NO_RESPONSE_DAYS as 'no_response', where it stays live, so a late
 * answer from the company still counts.
 */

/** A company that has not answered a case forwarded to it within this many days has not responded. */
export const NO_RESPONSE_DAYS = 14;

/** The outcomes staff close a case with. */
export const COMPLAINT_OUTCOMES = [
  "resolved",
  "unresolved",
  "rejected",
] as const satisfies readonly ComplaintStatus[];
export type ComplaintOutcome = (typeof COMPLAINT_OUTCOMES)[number];

/** Closed cases take no message and no further move. */
export const CLOSED_COMPLAINT_STATUSES = [
  ...COMPLAINT_OUTCOMES,
  "withdrawn",
] as const satisfies readonly ComplaintStatus[];

export const isClosed = (status: ComplaintStatus) =>
  (CLOSED_COMPLAINT_STATUSES as readonly ComplaintStatus[]).includes(status);

/** Whether `party` may change a case from `from` to `to` by an explicit step (not by a message). */
export function mayMove(party: ComplaintParty, from: ComplaintStatus, to: ComplaintStatus): boolean {
  if (isClosed(from) || from === to) return false;
  switch (party) {
    case "staff":
      // Accept (or hand back to either side while mediating), or close with an outcome.
      if (to === "awaiting_company" || to === "awaiting_player") return true;
      return (COMPLAINT_OUTCOMES as readonly ComplaintStatus[]).includes(to);
    case "player":
      return to === "withdrawn";
    case "system":
      return from === "awaiting_company" && to === "no_response";
    case "company":
      return false;
  }
}

/** Who may write in a case's thread while it stands at `status`: the company only once it was forwarded. */
export function mayWrite(party: ComplaintParty, status: ComplaintStatus): boolean {
  if (isClosed(status) || party === "system") return false;
  return party !== "company" || status !== "open";
}

/** The status a message from `party` leaves the case in: an answer hands the case to the other side. */
export function statusAfterMessage(party: ComplaintParty, status: ComplaintStatus): ComplaintStatus {
  if (party === "company" && (status === "awaiting_company" || status === "no_response"))
    return "awaiting_player";
  if (party === "player" && status === "awaiting_player") return "awaiting_company";
  return status;
}
