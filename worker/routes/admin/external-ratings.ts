import { Hono } from "hono";
import { externalRatingInputSchema } from "#schema/api/admin-external-ratings";
import { apiError } from "#worker/lib/errors";
import { idParam } from "#worker/lib/route-inputs";
import { validate } from "#worker/lib/validate";
import { requirePermission, signedInUser } from "#worker/middleware/session";
import {
  createExternalRating,
  deleteExternalRating,
  listAdminExternalRatings,
  updateExternalRating,
} from "#worker/services/admin-external-ratings";
import type { AppEnv } from "#worker/types";

const notFound = () => apiError(404, "admin.error.not_found");

export const externalRatingEditors = requirePermission("external_ratings");

/** External Ratings: one rating per provider and source, 0-10. */
export const adminExternalRatingsRoutes = new Hono<AppEnv>()
  .get("/", externalRatingEditors, async (c) => c.json(await listAdminExternalRatings(c.get("db"))))
  .post("/", externalRatingEditors, validate("json", externalRatingInputSchema), async (c) => {
    const rating = await createExternalRating(c.get("db"), signedInUser(c).id, c.req.valid("json"));
    return c.json(rating, 201);
  })
  .put(
    "/:id",
    externalRatingEditors,
    validate("param", idParam),
    validate("json", externalRatingInputSchema),
    async (c) => {
      const rating = await updateExternalRating(
        c.get("db"),
        signedInUser(c).id,
        c.req.valid("param").id,
        c.req.valid("json"),
      );
      if (!rating) throw notFound();
      return c.json(rating);
    },
  )
  .delete("/:id", externalRatingEditors, validate("param", idParam), async (c) => {
    if (!(await deleteExternalRating(c.get("db"), signedInUser(c).id, c.req.valid("param").id))) {
      throw notFound();
    }
    return c.body(null, 204);
  });
