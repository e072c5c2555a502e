import type { Context } from "hono";
import { Hono } from "hono";
import { complaintInputSchema, complaintMessageSchema } from "#schema/api/complaints";
import { inBackground } from "../lib/in-background";
import { idParam } from "../lib/route-inputs";
import { validate } from "../lib/validate";
import { rateLimit } from "../middleware/rate-limit";
import { requireUser, signedInUser } from "../middleware/session";
import { requestLocale } from "../middleware/visitor-locale";
import { mailComplaintStep } from "../services/complaint-mail";
import { postComplaintMessage, withdrawComplaint, type ComplaintStep } from "../services/complaint-steps";
import { fileComplaint, readComplaintCase } from "../services/complaints";
import { outgoingMail } from "../services/mail-deliveries";
import { recomputeScores } from "../services/provider-scores";
import { COMPLAINT_FILING_LIMIT, WRITE_LIMIT } from "../services/rate-limit-rules";
import type { AppEnv } from "../types";

/**
 * The steps that change a provider's public complaint figures, and so its score: a case made
 * public, closed or withdrawn. (The cron's 'no_response' runs before its daily recompute.)
 */
const SCORED_STEPS: ReadonlySet<ComplaintStep["kind"]> = new Set(["forwarded", "closed", "withdrawn"]);

/**
 * After a step: the provider's score is recomputed before the answer, as after a review decision;
 * the step's mails go after it, and one that fails leaves the step taken.
 */
export async function afterStep(c: Context<AppEnv>, step: ComplaintStep) {
  const db = c.get("db");
  const config = c.get("config");
  if (SCORED_STEPS.has(step.kind)) await recomputeScores(db, [step.providerId], new Date());
  const mail = () => outgoingMail(db, config);
  await inBackground(c, "Complaint mail", mailComplaintStep(db, mail, config.siteUrl, step));
}

/**
 * Complaints: anyone reads a forwarded case; a signed-in player with a verified e-mail files one
 * (and staff are told); the player, the company's representative and staff write in its thread; the
 * player withdraws it.
 * Who may do what is decided on every call from the session (services/complaints.ts).
 */
export const complaintsRoutes = new Hono<AppEnv>()
  .get("/:id", validate("param", idParam), async (c) =>
    c.json(await readComplaintCase(c.get("db"), c.get("user"), c.req.valid("param").id, requestLocale(c))),
  )
  .post(
    "/",
    requireUser,
    // After the input's check: a player correcting the form does not use up their filings.
    validate("json", complaintInputSchema),
    rateLimit(COMPLAINT_FILING_LIMIT),
    async (c) => {
      const filing = c.req.valid("json");
      const filed = await fileComplaint(c.get("db"), signedInUser(c), filing, requestLocale(c), new Date());
      await afterStep(c, {
        complaintId: filed.id,
        providerId: filing.providerId,
        kind: "filed",
        by: "player",
      });
      return c.json(filed, 201);
    },
  )
  .post(
    "/:id/messages",
    requireUser,
    rateLimit(WRITE_LIMIT),
    validate("param", idParam),
    validate("json", complaintMessageSchema),
    async (c) => {
      const { id } = c.req.valid("param");
      const step = await postComplaintMessage(
        c.get("db"),
        signedInUser(c),
        id,
        c.req.valid("json").body,
        new Date(),
      );
      await afterStep(c, step);
      return c.json(await readComplaintCase(c.get("db"), c.get("user"), id, requestLocale(c)), 201);
    },
  )
  .post("/:id/withdraw", requireUser, rateLimit(WRITE_LIMIT), validate("param", idParam), async (c) => {
    const { id } = c.req.valid("param");
    const step = await withdrawComplaint(c.get("db"), signedInUser(c), id, new Date());
    await afterStep(c, step);
    return c.json(await readComplaintCase(c.get("db"), c.get("user"), id, requestLocale(c)));
  });
