import { Hono } from "hono";
import { z } from "zod";
import { validate } from "../lib/validate";
import { requireUser, signedInUser } from "../middleware/session";
import { requestLocale } from "../middleware/visitor-locale";
import { sendVerificationEmail, verifyEmailToken } from "../services/email-verification";
import { outgoingMail } from "../services/mail-deliveries";
import { acceptInvitation } from "../services/representative-invitations";
import type { AppEnv } from "../types";

export const emailVerificationRoutes = new Hono<AppEnv>()
  // The service keeps both limits (a minute between mails, five mails a day), counting mails queued.
  .post("/send-verification-email", requireUser, async (c) => {
    const db = c.get("db");
    const config = c.get("config");
    const result = await sendVerificationEmail(db, outgoingMail(db, config), {
      userId: signedInUser(c).id,
      locale: requestLocale(c),
      siteUrl: config.siteUrl,
      now: new Date(),
    });
    return c.json(result);
  })
  // The link in the e-mail: works once, then lands on the profile page, which shows the outcome.
  .get(
    "/verify-email",
    validate("query", z.object({ token: z.string().max(200).default("") })),
    async (c) => {
      const now = new Date();
      const result = await verifyEmailToken(c.get("db"), c.req.valid("query").token, now);
      // A verified address accepts the invitation waiting for it.
      if (result.ok) await acceptInvitation(c.get("db"), result.userId, now);
      return c.redirect(
        result.ok ? "/profile?emailVerified=1" : `/profile?emailVerification=${result.reason}`,
        302,
      );
    },
  );
