import { and, desc, eq, sql, type AnyColumn } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import { auditLog } from "#schema/audit";
import { prizeAwards } from "#schema/contest";
import { providers } from "#schema/providers";
import { reviews } from "#schema/reviews";
import { users } from "#schema/users";
import type { Db } from "../lib/db";

const actor = alias(users, "actor");
/** The person an entry is about: the user itself, a review's author or a prize's winner. */
const person = alias(users, "person");

/** A user by name for the back office: username, else first and last name, else e-mail. */
export const nameOf = (user: Record<"username" | "firstName" | "lastName" | "email", AnyColumn>) =>
  sql<string | null>`coalesce(
    nullif(trim(${user.username}), ''),
    nullif(trim(coalesce(${user.firstName}, '') || ' ' || coalesce(${user.lastName}, '')), ''),
    ${user.email}
  )`;

const about = (type: string, id: AnyColumn) => and(eq(auditLog.entityType, type), eq(auditLog.entityId, id));

/**
 * The newest admin actions first, each with its actor and its subject by name (ids alone tell an
 * admin nothing); the ids stay beside them. One query: every name is a left join on the entry.
 */
export async function listAuditLog(db: Db, { limit, offset }: { limit: number; offset: number }) {
  const rows = await db
    .select({
      entry: auditLog,
      actorEmail: actor.email,
      actorName: nameOf(actor),
      personName: nameOf(person),
      providerName: providers.brand,
    })
    .from(auditLog)
    .leftJoin(actor, eq(actor.id, auditLog.actorUserId))
    .leftJoin(reviews, about("review", reviews.id))
    .leftJoin(prizeAwards, about("prize_award", prizeAwards.id))
    .leftJoin(
      person,
      sql`${person.id} = case ${auditLog.entityType}
        when 'user' then ${auditLog.entityId}
        when 'review' then ${reviews.userId}
        when 'prize_award' then ${prizeAwards.userId}
      end`,
    )
    .leftJoin(providers, about("provider", providers.id))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit)
    .offset(offset);
  return rows.map(({ entry, actorEmail, actorName, personName, providerName }) => ({
    ...entry,
    actorEmail,
    actorName,
    entityName: personName ?? providerName ?? null,
  }));
}
