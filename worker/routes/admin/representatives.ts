import { Hono } from "hono";
import { z } from "zod";
import { emailSchema, localeSchema } from "#schema/validators";
import { idParam } from "#worker/lib/route-inputs";
import { validate } from "#worker/lib/validate";
import { requirePermission, signedInUser } from "#worker/middleware/session";
import { requestLocale } from "#worker/middleware/visitor-locale";
import { outgoingMail } from "#worker/services/mail-deliveries";
import {
  inviteRepresentative,
  listRepresentatives,
  revokeRepresentative,
} from "#worker/services/representative-invitations";
import type { AppEnv } from "#worker/types";

const providerId = z.string().trim().min(1).max(255);

const representativesQuery = z.object({ providerId: providerId.optional() });

/** POST /api/admin/representatives: the mail goes out in `locale`, else in the admin's language. */
const invitationInput = z.object({ providerId, email: emailSchema, locale: localeSchema.optional() });

export const representativeAdmins = requirePermission("representatives");

/** Representatives (admins only): invite a person by e-mail to answer for a provider, list, revoke. */
export const adminRepresentativesRoutes = new Hono<AppEnv>()
  .get("/", representativeAdmins, validate("query", representativesQuery), async (c) =>
    c.json(await listRepresentatives(c.get("db"), c.req.valid("query").providerId)),
  )
  .post("/", representativeAdmins, validate("json", invitationInput), async (c) => {
    const db = c.get("db");
    const config = c.get("config");
    const input = c.req.valid("json");
    const invited = await inviteRepresentative(db, outgoingMail(db, config), signedInUser(c).id, {
      providerId: input.providerId,
      email: input.email,
      locale: input.locale ?? requestLocale(c),
      siteUrl: config.siteUrl,
    });
    return c.json(invited, 201);
  })
  .post("/:id/revoke", representativeAdmins, validate("param", idParam), async (c) => {
    await revokeRepresentative(c.get("db"), signedInUser(c).id, c.req.valid("param").id, new Date());
    return c.body(null, 204);
  });
