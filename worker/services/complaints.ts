import { and, asc, desc, eq, exists, sql } from "drizzle-orm";
import type { AdminComplaintCase, ComplaintCase, ComplaintFiling, MyComplaint } from "#schema/api/complaints";
import { mayMove, mayWrite } from "#schema/complaint-status";
import { complaintEvents, complaintMessages, complaints } from "#schema/complaints";
import type { Locale } from "#schema/locales";
import { providers, providersI18n } from "#schema/providers";
import { publicIdOf } from "#schema/public-name";
import { providerRepresentatives } from "#schema/representatives";
import { users } from "#schema/users";
import type { Db } from "../lib/db";
import { apiError } from "../lib/errors";
import { insertWhere } from "../lib/insert-where";
import { complaintAudit } from "./complaint-audit";
import { activeProviderQuery } from "./providers";
import { representationOf } from "./representatives";
import type { PublicUser } from "./users";

/** The side a signed-in user takes on a case, if any (the system is never a visitor). */
export type ViewerParty = "player" | "company" | "staff";

export const complaintNotFound = () => apiError(404, "complaints.error.not_found");

/**
 * Files a complaint for a player with a verified e-mail against an active provider: the case, its
 * first timeline step and the audit row in one batch. The amount is kept in cents.
 */
export async function fileComplaint(
  db: Db,
  user: PublicUser,
  filing: ComplaintFiling,
  locale: Locale,
  now: Date,
): Promise<{ id: string }> {
  if (!user.emailVerified) throw apiError(403, "complaints.error.verify_first");
  const id = crypto.randomUUID();
  const filed = sql`exists (select 1 from ${complaints} where ${complaints.id} = ${id})`;
  const { providerId, category, amount, description, desiredOutcome } = filing;
  const [created] = await db.batch([
    insertWhere(
      db,
      complaints,
      {
        id,
        providerId,
        userId: user.id,
        category,
        amountCents: amount === null || amount === undefined ? null : Math.round(amount * 100),
        description,
        desiredOutcome,
        status: "open",
        statusChangedAt: now,
        locale,
        createdAt: now,
      },
      sql`${exists(activeProviderQuery(db, providerId))}`,
    ).returning({ id: complaints.id }),
    insertWhere(
      db,
      complaintEvents,
      {
        complaintId: id,
        party: "player",
        actorId: user.id,
        fromStatus: null,
        toStatus: "open",
        createdAt: now,
      },
      filed,
    ),
    complaintAudit(db, user.id, "complaint.file", id, { providerId, category }, filed, now),
  ]);
  if (created.length === 0) throw apiError(404, "complaints.error.provider_not_found");
  return { id };
}

/** One case's row, or a 404. */
export async function findComplaint(db: Db, id: string) {
  const [row] = await db.select().from(complaints).where(eq(complaints.id, id));
  if (!row) throw complaintNotFound();
  return row;
}

/**
 * The side `user` takes on a case: the player who filed it, an active representative of its
 * provider (representationOf, asked on every call), or staff with the 'complaints' permission.
 */
export async function partyOf(
  db: Db,
  user: PublicUser | null,
  complaint: { userId: string | null; providerId: string },
): Promise<ViewerParty | null> {
  if (!user) return null;
  if (complaint.userId === user.id) return "player";
  const representation = await representationOf(db, user.id);
  if (representation?.providerId === complaint.providerId) return "company";
  return user.permissions.includes("complaints") ? "staff" : null;
}

/** A case not yet forwarded is the player's and staff's alone: to anyone else it does not exist. */
export const mayView = (complaint: { forwardedAt: Date | null }, party: ViewerParty | null) =>
  complaint.forwardedAt !== null || party === "player" || party === "staff";

/** The case's summary, provider (with its page's slug in `locale`, else English) and player. */
async function caseSummary(db: Db, id: string, locale: Locale) {
  const [row] = await db
    .select({
      complaint: complaints,
      brand: providers.brand,
      slug: sql<
        string | null
      >`coalesce(${providersI18n.slug}, (select ${providersI18n.slug} from ${providersI18n} where ${providersI18n.providerId} = ${providers.id} and ${providersI18n.locale} = 'en'))`,
      username: users.username,
      email: users.email,
    })
    .from(complaints)
    .innerJoin(providers, eq(providers.id, complaints.providerId))
    .leftJoin(
      providersI18n,
      and(eq(providersI18n.providerId, providers.id), eq(providersI18n.locale, locale)),
    )
    .leftJoin(users, eq(users.id, complaints.userId))
    .where(eq(complaints.id, id));
  if (!row) throw complaintNotFound();
  return row;
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

function timelineOf(db: Db, id: string) {
  return db
    .select()
    .from(complaintEvents)
    .where(eq(complaintEvents.complaintId, id))
    .orderBy(asc(complaintEvents.createdAt), asc(sql`rowid`));
}

function threadOf(db: Db, id: string) {
  return db
    .select({ message: complaintMessages, authorEmail: users.email })
    .from(complaintMessages)
    .leftJoin(users, eq(users.id, complaintMessages.authorId))
    .where(eq(complaintMessages.complaintId, id))
    .orderBy(asc(complaintMessages.createdAt), asc(sql`${complaintMessages}.rowid`));
}

type Summary = Awaited<ReturnType<typeof caseSummary>>;

function publicPart(summary: Summary, events: Awaited<ReturnType<typeof timelineOf>>) {
  const { complaint, brand, slug, username } = summary;
  return {
    id: complaint.id,
    provider: { id: complaint.providerId, brand, slug },
    category: complaint.category,
    status: complaint.status,
    description: complaint.description,
    desiredOutcome: complaint.desiredOutcome,
    player: complaint.userId ? { username, publicId: publicIdOf(complaint.userId) } : null,
    conclusion: complaint.conclusion,
    createdAt: complaint.createdAt.toISOString(),
    statusChangedAt: complaint.statusChangedAt.toISOString(),
    forwardedAt: iso(complaint.forwardedAt),
    closedAt: iso(complaint.closedAt),
    events: events.map((event) => ({
      party: event.party,
      fromStatus: event.fromStatus,
      toStatus: event.toStatus,
      createdAt: event.createdAt.toISOString(),
    })),
  };
}

/**
 * GET /api/complaints/{id}: the case as `user` may see it. An unforwarded case is a 404 to all but
 * its player and staff. A hidden message keeps its place and the mediator's reason, never its text;
 * the amount is in it for the player alone.
 */
export async function readComplaintCase(
  db: Db,
  user: PublicUser | null,
  id: string,
  locale: Locale,
): Promise<ComplaintCase> {
  const summary = await caseSummary(db, id, locale);
  const { complaint } = summary;
  const party = await partyOf(db, user, complaint);
  if (!mayView(complaint, party)) throw complaintNotFound();
  const [events, thread] = await db.batch([timelineOf(db, id), threadOf(db, id)]);
  return {
    ...publicPart(summary, events),
    messages: thread.map(({ message }) => ({
      id: message.id,
      party: message.party,
      body: message.hiddenAt ? null : message.body,
      hiddenReason: message.hiddenAt ? message.hiddenReason : null,
      createdAt: message.createdAt.toISOString(),
    })),
    viewer: {
      party,
      mayWrite: party !== null && mayWrite(party, complaint.status),
      mayWithdraw: party === "player" && mayMove("player", complaint.status, "withdrawn"),
      amountCents: party === "player" ? complaint.amountCents : null,
    },
  };
}

/** GET /api/admin/complaints/{id}: everything about a case, for staff. */
export async function readAdminComplaintCase(db: Db, id: string): Promise<AdminComplaintCase> {
  const summary = await caseSummary(db, id, "en");
  const { complaint } = summary;
  const [events, thread, representatives] = await db.batch([
    timelineOf(db, id),
    threadOf(db, id),
    db
      .select({ email: providerRepresentatives.email })
      .from(providerRepresentatives)
      .where(
        and(
          eq(providerRepresentatives.providerId, complaint.providerId),
          eq(providerRepresentatives.status, "active"),
        ),
      ),
  ]);
  return {
    ...publicPart(summary, events),
    amountCents: complaint.amountCents,
    locale: complaint.locale,
    playerAccount: complaint.userId ? { id: complaint.userId, email: summary.email } : null,
    representatives,
    messages: thread.map(({ message, authorEmail }) => ({
      id: message.id,
      party: message.party,
      body: message.body,
      hiddenReason: message.hiddenReason,
      hiddenAt: iso(message.hiddenAt),
      authorEmail,
      createdAt: message.createdAt.toISOString(),
    })),
  };
}

/** The signed-in player's own cases, newest first, whatever their status. */
export async function myComplaints(db: Db, userId: string): Promise<MyComplaint[]> {
  const rows = await db
    .select({
      id: complaints.id,
      providerBrand: providers.brand,
      category: complaints.category,
      status: complaints.status,
      createdAt: complaints.createdAt,
    })
    .from(complaints)
    .innerJoin(providers, eq(providers.id, complaints.providerId))
    .where(eq(complaints.userId, userId))
    .orderBy(desc(complaints.createdAt));
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}
