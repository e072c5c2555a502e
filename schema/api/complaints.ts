import { COMPLAINT_OUTCOMES } from "../complaint-status";
import { hasControlCharacters } from "../control-characters";
import { COMPLAINT_CATEGORIES, COMPLAINT_PARTIES, COMPLAINT_STATUSES } from "../enums";
import { messageRef as message, type MessageKey } from "./messages";
import { z } from "./zod";

/** The bounds of a complaint's texts, counted without surrounding whitespace. */
export const COMPLAINT_TEXT_LIMITS = {
  description: { min: 30, max: 5000 },
  desiredOutcome: { min: 10, max: 1000 },
  body: { min: 2, max: 5000 },
  reason: { min: 3, max: 300 },
  conclusion: { min: 10, max: 1000 },
} as const;
type LimitedField = keyof typeof COMPLAINT_TEXT_LIMITS;

const LENGTH_MESSAGES = {
  description: "complaints.validation.description_length",
  desiredOutcome: "complaints.validation.desired_outcome_length",
  body: "complaints.validation.body_length",
  reason: "complaints.validation.reason_length",
  conclusion: "complaints.validation.conclusion_length",
} as const satisfies Record<LimitedField, MessageKey>;

/** The largest amount in dispute accepted, in euro: a bigger one is a typo. */
const COMPLAINT_AMOUNT_MAX = 10_000_000;

/** A trimmed text within `field`'s bounds, with line breaks and tabs and no other control characters. */
function limitedText(field: LimitedField) {
  const { min, max } = COMPLAINT_TEXT_LIMITS[field];
  const tooShortOrLong = message(LENGTH_MESSAGES[field], { min, max });
  return z.string(tooShortOrLong).check(
    z.trim(),
    z.minLength(min, tooShortOrLong),
    z.maxLength(max, tooShortOrLong),
    z.refine(
      (text) => !hasControlCharacters(text.replace(/[\t\n\r]/g, "")),
      message("complaints.validation.control_characters"),
    ),
  );
}

const amountRefused = message("complaints.validation.amount", { max: COMPLAINT_AMOUNT_MAX });
/** Whole cents: 12.5 and 12.50 are fine, 12.505 is not. */
const atMostCents = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

/**
 * POST /api/complaints; the filing form checks the same. The amount in dispute is euro with at most
 * two decimals, optional (null or absent is none); the Worker stores it as cents.
 */
export const complaintInputSchema = z.object({
  providerId: z
    .string(message("complaints.validation.provider"))
    .check(
      z.trim(),
      z.minLength(1, message("complaints.validation.provider")),
      z.maxLength(255, message("complaints.validation.provider")),
    ),
  category: z.enum(COMPLAINT_CATEGORIES, message("complaints.validation.category")),
  amount: z.optional(
    z.nullable(
      z
        .number(amountRefused)
        .check(
          z.gte(0, amountRefused),
          z.lte(COMPLAINT_AMOUNT_MAX, amountRefused),
          z.refine(atMostCents, amountRefused),
        ),
    ),
  ),
  description: limitedText("description"),
  desiredOutcome: limitedText("desiredOutcome"),
});
export type ComplaintFiling = z.output<typeof complaintInputSchema>;

/** POST /api/complaints/{id}/messages: a message in the case's thread. */
export const complaintMessageSchema = z.object({ body: limitedText("body") });

/** POST /api/admin/complaints/{id}/messages/{messageId}/hide: the reason shows in its place. */
export const hideMessageSchema = z.object({ reason: limitedText("reason") });

/** POST /api/admin/complaints/{id}/status: staff accept the case, or hand it to either side. */
export const handOverSchema = z.object({
  status: z.enum(["awaiting_company", "awaiting_player"], message("complaints.validation.status")),
});

/** POST /api/admin/complaints/{id}/close: an outcome and the short public conclusion. */
export const closeComplaintSchema = z.object({
  outcome: z.enum(COMPLAINT_OUTCOMES, message("complaints.validation.outcome")),
  conclusion: limitedText("conclusion"),
});
export type CloseComplaint = z.output<typeof closeComplaintSchema>;

const party = z.enum(COMPLAINT_PARTIES);
const status = z.enum(COMPLAINT_STATUSES);

/** One step of a case's timeline. */
const complaintEventSchema = z.strictObject({
  party,
  fromStatus: z.nullable(status),
  toStatus: status,
  createdAt: z.iso.datetime(),
});

/**
 * One message of the thread as the public sees it: a hidden one keeps only the mediator's reason,
 * never its text (`body` null).
 */
const publicMessageSchema = z.strictObject({
  id: z.string(),
  party,
  body: z.nullable(z.string()),
  hiddenReason: z.nullable(z.string()),
  createdAt: z.iso.datetime(),
});
type PublicComplaintMessage = z.infer<typeof publicMessageSchema>;

/** Who is looking at a case, and what they may do there (all false for the public). */
const viewerSchema = z.strictObject({
  party: z.nullable(z.enum(["player", "company", "staff"])),
  mayWrite: z.boolean(),
  mayWithdraw: z.boolean(),
  /** Only the player who filed it sees their amount in dispute here (staff: the back office). */
  amountCents: z.nullable(z.number()),
});

/**
 * GET /api/complaints/{id}: the case as the public sees it. The player shows by their public name
 * only; the amount, any e-mail and the text of a hidden message are never in it.
 */
export const complaintCaseSchema = z.strictObject({
  id: z.string(),
  provider: z.strictObject({ id: z.string(), brand: z.string(), slug: z.nullable(z.string()) }),
  category: z.enum(COMPLAINT_CATEGORIES),
  status,
  description: z.string(),
  desiredOutcome: z.string(),
  /** The player's public name: their username, else their id's first characters (schema/public-name.ts). */
  player: z.nullable(z.strictObject({ username: z.nullable(z.string()), publicId: z.string() })),
  conclusion: z.nullable(z.string()),
  createdAt: z.iso.datetime(),
  statusChangedAt: z.iso.datetime(),
  forwardedAt: z.nullable(z.iso.datetime()),
  closedAt: z.nullable(z.iso.datetime()),
  events: z.array(complaintEventSchema),
  messages: z.array(publicMessageSchema),
  viewer: viewerSchema,
});
export type ComplaintCase = z.infer<typeof complaintCaseSchema>;

/** GET /api/admin/complaints/{id}: the whole case for staff, with the amount, the e-mails and hidden messages. */
export type AdminComplaintCase = Omit<ComplaintCase, "messages" | "viewer"> & {
  amountCents: number | null;
  locale: string;
  playerAccount: { id: string; email: string | null } | null;
  representatives: { email: string }[];
  messages: (Omit<PublicComplaintMessage, "body"> & {
    body: string;
    authorEmail: string | null;
    hiddenAt: string | null;
  })[];
};

/** GET /api/user/complaints: the signed-in player's own cases, newest first. */
export type MyComplaint = {
  id: string;
  providerBrand: string;
  category: (typeof COMPLAINT_CATEGORIES)[number];
  status: (typeof COMPLAINT_STATUSES)[number];
  createdAt: string;
};
