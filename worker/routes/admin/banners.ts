import { Hono } from "hono";
import { bannerSaveSchema } from "#schema/api/admin-banners";
import type { Db } from "#worker/lib/db";
import { apiError } from "#worker/lib/errors";
import { idParam } from "#worker/lib/route-inputs";
import { validate } from "#worker/lib/validate";
import { requirePermission, signedInUser } from "#worker/middleware/session";
import { createBanner, deleteBanner, listAdminBanners, updateBanner } from "#worker/services/admin-banners";
import type { AppEnv } from "#worker/types";

const notFound = () => apiError(404, "admin.error.not_found");

async function savedBanner(db: Db, id: string) {
  const [banner] = await listAdminBanners(db, id);
  if (!banner) throw notFound();
  return banner;
}

export const bannerEditors = requirePermission("banners");

/** Admin Banners (issue 11): admins and editors (the banners permission) manage them all. */
export const adminBannersRoutes = new Hono<AppEnv>()
  .get("/", bannerEditors, async (c) => c.json(await listAdminBanners(c.get("db"))))
  .post("/", bannerEditors, validate("json", bannerSaveSchema), async (c) => {
    const db = c.get("db");
    const id = await createBanner(db, signedInUser(c).id, c.req.valid("json"));
    return c.json(await savedBanner(db, id), 201);
  })
  .patch("/:id", bannerEditors, validate("param", idParam), validate("json", bannerSaveSchema), async (c) => {
    const db = c.get("db");
    const { id } = c.req.valid("param");
    if (!(await updateBanner(db, signedInUser(c).id, id, c.req.valid("json")))) throw notFound();
    return c.json(await savedBanner(db, id));
  })
  .delete("/:id", bannerEditors, validate("param", idParam), async (c) => {
    if (!(await deleteBanner(c.get("db"), signedInUser(c).id, c.req.valid("param").id))) throw notFound();
    return c.body(null, 204);
  });
