import { and, eq, inArray, isNotNull } from "drizzle-orm";
import { complaints } from "#schema/complaints";
import { EMAIL_TEMPLATE_NAMES } from "#schema/email-template-names";
import type { ComplaintParty } from "#schema/enums";
import type { Locale } from "#schema/locales";
import { providers } from "#schema/providers";
import { providerRepresentatives } from "#schema/representatives";
import { users } from "#schema/users";
import type { Db } from "../lib/db";
import { renderTemplate } from "../lib/mail/render-template";
import type { ComplaintStep } from "./complaint-steps";
import { findEmailTemplate } from "./email-templates";
import type { OutgoingMail } from "./mail-deliveries";
import { permissionsOf, rolesWith } from "./permissions";

const TEMPLATES: Record<ComplaintStep["kind"], string> = {
  filed: EMAIL_TEMPLATE_NAMES.complaintFiled,
  forwarded: EMAIL_TEMPLATE_NAMES.complaintForwarded,
  message: EMAIL_TEMPLATE_NAMES.complaintNews,
  handed_over: EMAIL_TEMPLATE_NAMES.complaintNews,
  closed: EMAIL_TEMPLATE_NAMES.complaintClosed,
  withdrawn: EMAIL_TEMPLATE_NAMES.complaintWithdrawn,
  no_response: EMAIL_TEMPLATE_NAMES.complaintNoResponse,
};

/** The sides a mail goes to (the system takes steps, never reads them). */
type Side = Exclude<ComplaintParty, "system">;

/**
 * Who hears of a step besides the side that took it: a new case only staff, who forward or reject
 * it; a withdrawal only the company.
 */
const AUDIENCE: Record<ComplaintStep["kind"], Side[]> = {
  filed: ["staff"],
  forwarded: ["player", "company"],
  message: ["player", "company"],
  handed_over: ["player", "company"],
  closed: ["player", "company"],
  withdrawn: ["company"],
  no_response: ["player", "company"],
};

type Recipient = { email: string; locale: Locale };

/**
 * The player (in the language they filed in), once the case was forwarded the provider's active
 * representatives, and staff who mediate complaints (each in their own language, else the player's).
 */
async function partiesOf(db: Db, complaintId: string) {
  const [[found], representatives, staff] = await db.batch([
    db
      .select({
        brand: providers.brand,
        locale: complaints.locale,
        forwardedAt: complaints.forwardedAt,
        playerEmail: users.email,
      })
      .from(complaints)
      .innerJoin(providers, eq(providers.id, complaints.providerId))
      .leftJoin(users, eq(users.id, complaints.userId))
      .where(eq(complaints.id, complaintId)),
    db
      .select({ email: users.email, locale: users.locale })
      .from(providerRepresentatives)
      .innerJoin(complaints, eq(complaints.providerId, providerRepresentatives.providerId))
      .innerJoin(users, eq(users.id, providerRepresentatives.userId))
      .where(
        and(
          eq(complaints.id, complaintId),
          eq(providerRepresentatives.status, "active"),
          isNotNull(complaints.forwardedAt),
        ),
      ),
    db
      .select({
        email: users.email,
        locale: users.locale,
        role: users.role,
        roleAssignedAt: users.roleAssignedAt,
      })
      .from(users)
      .where(inArray(users.role, rolesWith("complaints"))),
  ]);
  if (!found) return null;
  const inTheirLanguage = (people: { email: string | null; locale: Locale | null }[]): Recipient[] =>
    people.flatMap(({ email, locale }) => (email ? [{ email, locale: locale ?? found.locale }] : []));
  return {
    brand: found.brand,
    player: inTheirLanguage([{ email: found.playerEmail, locale: found.locale }]),
    company: inTheirLanguage(representatives),
    // The read is narrowed by role; permissionsOf decides (an analyst's role counts once assigned).
    staff: inTheirLanguage(staff.filter((user) => permissionsOf(user).includes("complaints"))),
  };
}

/** Where each side reads the case: staff in the back office, the parties on the public case page. */
const caseLink = (siteUrl: string, side: Side, locale: Locale, complaintId: string) =>
  side === "staff"
    ? `${siteUrl}/admin/complaints/${complaintId}`
    : `${siteUrl}/${locale}/complaints/${complaintId}`;

/**
 * Tells the other parties of a step, each in their language, with a link to the case. A mail that
 * cannot go (no template, no queue) is logged with the case and never undoes the step.
 */
export async function mailComplaintStep(
  db: Db,
  mail: () => OutgoingMail,
  siteUrl: string,
  step: ComplaintStep,
) {
  try {
    const parties = await partiesOf(db, step.complaintId);
    if (!parties) return;
    const recipients = AUDIENCE[step.kind]
      .filter((side) => side !== step.by)
      .flatMap((side) => parties[side].map((recipient) => ({ ...recipient, side })));
    for (const { email, locale, side } of recipients) {
      const template = await findEmailTemplate(db, TEMPLATES[step.kind], locale);
      const message = renderTemplate(template, {
        provider: parties.brand,
        link: caseLink(siteUrl, side, locale, step.complaintId),
      });
      await mail().enqueue({ kind: "complaint", to: email, ...message });
    }
  } catch (error) {
    console.error(`Complaint e-mail (${step.kind}) for ${step.complaintId} failed:`, error);
  }
}
