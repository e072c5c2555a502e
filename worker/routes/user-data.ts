import { Hono } from "hono";
import { accountDeletionSchema } from "#schema/api/user-data";
import { nicosiaDate } from "#schema/cyprus-time";
import { apiError } from "../lib/errors";
import { payoutKeyOf } from "../lib/payout-key";
import { clearSessionCookie } from "../lib/session-cookie";
import { validate } from "../lib/validate";
import { rateLimit } from "../middleware/rate-limit";
import { requireUser, signedInUser } from "../middleware/session";
import { deleteAccount } from "../services/account-deletion";
import { EXPORT_LIMIT, WRITE_LIMIT } from "../services/rate-limit-rules";
import { exportUserData } from "../services/user-data-export";
import type { AppEnv } from "../types";

/**
 * The signed-in user's rights over their data: a copy of it to download, and deleting the account.
 * Both answers are personal, so no cache keeps them (middleware/private-responses.ts).
 */
export const userDataRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get("/export", rateLimit(EXPORT_LIMIT), async (c) => {
    const now = new Date();
    const data = await exportUserData(c.get("db"), await payoutKeyOf(c), signedInUser(c).id, now);
    if (!data) throw apiError(404, "account.error.user_not_found");
    c.header("Content-Disposition", `attachment; filename="betcompare-my-data-${nicosiaDate(now)}.json"`);
    return c.json(data);
  })
  .delete("/account", rateLimit(WRITE_LIMIT), validate("json", accountDeletionSchema), async (c) => {
    await deleteAccount(c.get("db"), signedInUser(c).id, c.req.valid("json").confirmEmail, new Date());
    clearSessionCookie(c);
    return c.json({ deleted: true as const });
  });
