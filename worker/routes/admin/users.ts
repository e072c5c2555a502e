import { Hono } from "hono";
import { z } from "zod";
import { staffRoleInputSchema, USER_SEARCH_MAX } from "#schema/api/admin-users";
import { idParam } from "#worker/lib/route-inputs";
import { validate } from "#worker/lib/validate";
import { requirePermission, signedInUser } from "#worker/middleware/session";
import { searchStaffUsers, setStaffRole } from "#worker/services/admin-users";
import type { AppEnv } from "#worker/types";

export const staffSearch = z.object({
  q: z.string().max(USER_SEARCH_MAX, `q must be at most ${USER_SEARCH_MAX} characters`).default(""),
});

export const userAdmins = requirePermission("users");

/** The Users screen (admins only): find a user by e-mail and change their back-office role. */
export const adminUsersRoutes = new Hono<AppEnv>()
  .get("/", userAdmins, validate("query", staffSearch), async (c) =>
    c.json(await searchStaffUsers(c.get("db"), c.req.valid("query").q)),
  )
  .patch(
    "/:id/role",
    userAdmins,
    validate("param", idParam),
    validate("json", staffRoleInputSchema),
    async (c) => {
      const { id } = c.req.valid("param");
      await setStaffRole(c.get("db"), signedInUser(c).id, id, c.req.valid("json").role, new Date());
      return c.body(null, 204);
    },
  );
