import { and, asc, desc, eq, ne, or, sql } from "drizzle-orm";
import type { AdminRepresentative, MyCompany } from "#schema/api/representatives";
import { auditLog } from "#schema/audit";
import { EMAIL_TEMPLATE_NAMES } from "#schema/email-template-names";
import type { Locale } from "#schema/locales";
import { providers } from "#schema/providers";
import { providerRepresentatives } from "#schema/representatives";
import { users } from "#schema/users";
import type { Db } from "../lib/db";
import { apiError } from "../lib/errors";
import { insertWhere } from "../lib/insert-where";
import { renderTemplate } from "../lib/mail/render-template";
import { isUniqueViolation } from "../lib/unique-violation";
import { auditEntry } from "./audit";
import { findEmailTemplate } from "./email-templates";
import type { OutgoingMail } from "./mail-deliveries";
import { staffRoleOf } from "./permissions";

const ENTITY = "provider_representative";
const LIVE_EMAIL = /provider_representatives\.email|provider_representatives_live_email_unique/;
const ACTIVE_USER = /provider_representatives\.user_id|provider_representatives_active_user_unique/;

const live = ne(providerRepresentatives.status, "revoked");
const accountWithEmail = (email: string) => sql`lower(${users.email}) = ${email}`;

/** Every invitation and representative (of one provider, if given): by brand, newest first. */
export async function listRepresentatives(db: Db, providerId?: string): Promise<AdminRepresentative[]> {
  const rows = await db
    .select({
      id: providerRepresentatives.id,
      providerId: providerRepresentatives.providerId,
      brand: providers.brand,
      email: providerRepresentatives.email,
      status: providerRepresentatives.status,
      createdAt: providerRepresentatives.createdAt,
      acceptedAt: providerRepresentatives.acceptedAt,
      revokedAt: providerRepresentatives.revokedAt,
    })
    .from(providerRepresentatives)
    .innerJoin(providers, eq(providers.id, providerRepresentatives.providerId))
    .where(providerId ? eq(providerRepresentatives.providerId, providerId) : undefined)
    .orderBy(asc(providers.brand), desc(providerRepresentatives.createdAt));
  return rows.map(({ createdAt, acceptedAt, revokedAt, ...row }) => ({
    ...row,
    invitedAt: createdAt.toISOString(),
    acceptedAt: acceptedAt?.toISOString() ?? null,
    revokedAt: revokedAt?.toISOString() ?? null,
  }));
}

type Invitation = { providerId: string; email: string; locale: Locale; siteUrl: string };

/**
 * Invites `email` to answer for a provider, audited, and mails the invitation. A person answers
 * for one provider (the unique index on live addresses: 409), and a representative holds no
 * back-office role, so a staff account's address is refused.
 */
export async function inviteRepresentative(
  db: Db,
  mail: OutgoingMail,
  actorUserId: string,
  { providerId, email, locale, siteUrl }: Invitation,
): Promise<AdminRepresentative> {
  const [[provider], [account]] = await db.batch([
    db.select({ brand: providers.brand }).from(providers).where(eq(providers.id, providerId)),
    db
      .select({ role: users.role, roleAssignedAt: users.roleAssignedAt })
      .from(users)
      .where(accountWithEmail(email)),
  ]);
  if (!provider) throw apiError(404, "admin.error.not_found");
  if (account && staffRoleOf(account) !== "none") throw apiError(409, "representatives.error.staff_account");
  const id = crypto.randomUUID();
  try {
    await db.batch([
      db.insert(providerRepresentatives).values({ id, providerId, email, invitedBy: actorUserId }),
      auditEntry(
        db,
        actorUserId,
        "representative.invite",
        { type: ENTITY, id },
        {
          provider: provider.brand,
          email,
        },
      ),
    ]);
  } catch (error) {
    if (isUniqueViolation(error, LIVE_EMAIL)) throw apiError(409, "representatives.error.already_invited");
    throw error;
  }
  await sendInvitation(db, mail, { email, brand: provider.brand, locale, siteUrl });
  const [invited] = (await listRepresentatives(db, providerId)).filter((row) => row.id === id);
  if (!invited) throw new Error("The invitation was not stored");
  return invited;
}

/**
 * The invitation mail: which provider, and that signing in with this address accepts it. A mail
 * that fails is logged; the invitation stands (the admin sees it listed and may invite again).
 */
async function sendInvitation(
  db: Db,
  mail: OutgoingMail,
  { email, brand, locale, siteUrl }: { email: string; brand: string; locale: Locale; siteUrl: string },
) {
  try {
    const template = await findEmailTemplate(db, EMAIL_TEMPLATE_NAMES.representativeInvitation, locale);
    const link = `${siteUrl.replace(/\/+$/, "")}/api/login?returnTo=${encodeURIComponent("/profile")}`;
    const message = renderTemplate(template, { provider: brand, email, link });
    await mail.enqueue({ kind: "representative", to: email, ...message });
  } catch (error) {
    console.error(`Representative invitation mail to ${brand} failed:`, error);
  }
}

/** Ends an invitation or a representation at once, audited; 404 for one already revoked or unknown. */
export async function revokeRepresentative(db: Db, actorUserId: string, id: string, now: Date) {
  const stillLive = and(eq(providerRepresentatives.id, id), live);
  const [row] = await db
    .select({ email: providerRepresentatives.email, status: providerRepresentatives.status })
    .from(providerRepresentatives)
    .where(stillLive);
  if (!row) throw apiError(404, "admin.error.not_found");
  const details = JSON.stringify({ email: row.email, status: `${row.status} → revoked` });
  const [, revoked] = await db.batch([
    // Written under the same condition as the change: of two revocations only one is audited.
    insertWhere(
      db,
      auditLog,
      {
        actorUserId,
        action: "representative.revoke",
        entityType: ENTITY,
        entityId: id,
        detailsJson: sql`${details}`,
      },
      sql`exists (select 1 from ${providerRepresentatives} where ${stillLive})`,
    ),
    db
      .update(providerRepresentatives)
      .set({ status: "revoked", revokedAt: now })
      .where(stillLive)
      .returning({ id: providerRepresentatives.id }),
  ]);
  if (revoked.length === 0) throw apiError(404, "admin.error.not_found");
}

/**
 * Accepts the invitation waiting for a user's address, if any: only with the address verified and
 * only for an account without a back-office role. The acceptance and its audit row are one batch.
 * Called on every sign-in and when an address is verified; never fails the sign-in.
 */
export async function acceptInvitation(db: Db, userId: string, now: Date): Promise<void> {
  const [user] = await db
    .select({
      email: users.email,
      emailVerified: users.emailVerified,
      role: users.role,
      roleAssignedAt: users.roleAssignedAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!user?.email || !user.emailVerified || staffRoleOf(user) !== "none") return;
  const waiting = and(
    eq(providerRepresentatives.email, user.email.toLowerCase()),
    eq(providerRepresentatives.status, "invited"),
  );
  const details = JSON.stringify({ email: user.email.toLowerCase(), status: "invited → active" });
  try {
    await db.batch([
      insertWhere(
        db,
        auditLog,
        {
          actorUserId: userId,
          action: "representative.accept",
          entityType: ENTITY,
          entityId: sql`(select ${providerRepresentatives.id} from ${providerRepresentatives} where ${waiting})`,
          detailsJson: sql`${details}`,
        },
        sql`exists (select 1 from ${providerRepresentatives} where ${waiting})`,
      ),
      db.update(providerRepresentatives).set({ userId, status: "active", acceptedAt: now }).where(waiting),
    ]);
  } catch (error) {
    // The account already answers for a provider (its address changed since): one provider only.
    if (!isUniqueViolation(error, ACTIVE_USER)) throw error;
  }
}

/** The provider a user answers for, or whose invitation waits for their address. */
export async function myCompany(db: Db, userId: string): Promise<MyCompany> {
  const [row] = await db
    .select({
      status: providerRepresentatives.status,
      providerId: providerRepresentatives.providerId,
      brand: providers.brand,
    })
    .from(providerRepresentatives)
    .innerJoin(providers, eq(providers.id, providerRepresentatives.providerId))
    .innerJoin(users, eq(users.id, userId))
    .where(
      or(
        and(eq(providerRepresentatives.userId, userId), eq(providerRepresentatives.status, "active")),
        and(
          eq(providerRepresentatives.status, "invited"),
          sql`${providerRepresentatives.email} = lower(${users.email})`,
        ),
      ),
    )
    .orderBy(asc(providerRepresentatives.status))
    .limit(1);
  return row && row.status !== "revoked" ? { ...row, status: row.status } : null;
}
