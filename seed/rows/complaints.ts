/** Rows for the demo complaints: the cases, their timelines and their threads. */
import { statusAfterMessage } from "#schema/complaint-status";
import type { ComplaintStatus } from "#schema/enums";
import type { ComplaintEvent, ComplaintMessage, NewComplaint } from "#schema/complaints";
import { COMPLAINTS, type ComplaintSeed } from "../data/complaints";
import { seedId } from "../data/ids";
import { providerByKey } from "../data/providers";
import { ADMIN_USER_ID, userByKey } from "../data/users";
import { addDays } from "../dates";

type NewEvent = Omit<ComplaintEvent, "id">;
type NewMessage = Omit<ComplaintMessage, "id">;

/** A case replayed step by step: each message hands it over as the status rule says. */
function replay(seed: ComplaintSeed, today: Date) {
  const id = seedId("complaint", seed.n);
  const player = userByKey(seed.player);
  const filed = addDays(today, seed.filedDays);
  const actor = (party: string) =>
    party === "player" ? player.id : party === "staff" ? ADMIN_USER_ID : null;
  const events: NewEvent[] = [
    {
      complaintId: id,
      party: "player",
      actorId: player.id,
      fromStatus: null,
      toStatus: "open",
      createdAt: filed,
    },
  ];
  const messages: NewMessage[] = [];
  let status: ComplaintStatus = "open";
  let changed = filed;
  let forwardedAt: Date | null = null;
  for (const step of seed.steps) {
    const at = addDays(today, step.days);
    const to: ComplaintStatus = step.to ?? statusAfterMessage(step.party, status);
    if (step.message) {
      const hidden = step.hiddenReason !== undefined;
      messages.push({
        complaintId: id,
        authorId: actor(step.party),
        party: step.party,
        body: step.message,
        createdAt: at,
        hiddenAt: hidden ? addDays(at, 1) : null,
        hiddenBy: hidden ? ADMIN_USER_ID : null,
        hiddenReason: step.hiddenReason ?? null,
      });
    }
    if (to === status) continue;
    events.push({
      complaintId: id,
      party: step.party,
      actorId: actor(step.party),
      fromStatus: status,
      toStatus: to,
      createdAt: at,
    });
    if (to === "awaiting_company" && !forwardedAt) forwardedAt = at;
    status = to;
    changed = at;
  }
  const closed = seed.conclusion !== undefined;
  const complaint: NewComplaint = {
    id,
    providerId: providerByKey(seed.provider).id,
    userId: player.id,
    category: seed.category,
    amountCents: seed.amountEuro === null ? null : seed.amountEuro * 100,
    description: seed.description,
    desiredOutcome: seed.desiredOutcome,
    status,
    statusChangedAt: changed,
    locale: player.locale ?? "en",
    forwardedAt,
    conclusion: seed.conclusion ?? null,
    createdAt: filed,
    closedAt: closed ? changed : null,
  };
  return { complaint, events, messages };
}

export function complaintRows(today: Date) {
  const cases = COMPLAINTS.map((seed) => replay(seed, today));
  return {
    complaints: cases.map((c) => c.complaint),
    events: cases.flatMap((c) => c.events),
    messages: cases.flatMap((c) => c.messages),
  };
}
