import { Hono } from "hono";
import { z } from "zod";
import { requestLocale } from "../lib/locale-query";
import { createMailTransport } from "../lib/mail/select-transport";
import { validate } from "../lib/validate";
import { rateLimit, VERIFICATION_EMAIL_LIMIT } from "../middleware/rate-limit";
import { requireUser, signedInUser } from "../middleware/session";
import { sendVerificationEmail, verifyEmailToken } from "../services/email-verification";
import type { AppEnv } from "../types";

export const emailVerificationRoutes = new Hono<AppEnv>()
  .post("/send-verification-email", requireUser, rateLimit(VERIFICATION_EMAIL_LIMIT), async (c) => {
    const db = c.get("db");
    const transport = await createMailTransport(c.get("config").mail, db);
    const result = await sendVerificationEmail(db, transport, {
      userId: signedInUser(c).id,
      locale: requestLocale(c),
      origin: new URL(c.req.url).origin,
      now: new Date(),
    });
    return c.json(result);
  })
  // The link in the e-mail: works once, then lands on the profile page, which shows the outcome.
  .get(
    "/verify-email",
    validate("query", z.object({ token: z.string().max(200).default("") })),
    async (c) => {
      const result = await verifyEmailToken(c.get("db"), c.req.valid("query").token, new Date());
      return c.redirect(
        result.ok ? "/profile?emailVerified=1" : `/profile?emailVerification=${result.reason}`,
        302,
      );
    },
  );
