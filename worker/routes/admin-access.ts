import { Hono } from "hono";
import { rateLimit } from "../middleware/rate-limit";
import { requireUser, signedInUser } from "../middleware/session";
import { grantAdminAccess } from "../services/admin-access";
import { withRepresentation } from "../services/representatives";
import { WRITE_LIMIT } from "../services/rate-limit-rules";
import type { AppEnv } from "../types";

/** POST only: a link or an image can never grant anything. */
export const adminAccessRoutes = new Hono<AppEnv>().post(
  "/",
  requireUser,
  rateLimit(WRITE_LIMIT),
  async (c) => {
    const user = await grantAdminAccess(c.get("db"), c.get("config").adminEmail, signedInUser(c));
    return c.json({ message: "Admin access granted", user: await withRepresentation(c.get("db"), user) });
  },
);
