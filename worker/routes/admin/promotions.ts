import { Hono } from "hono";
import { promotionI18nInputSchema, promotionSaveSchema } from "#schema/api/admin-promotions";
import type { Db } from "#worker/lib/db";
import { apiError } from "#worker/lib/errors";
import { idParam } from "#worker/lib/route-inputs";
import { validate } from "#worker/lib/validate";
import { requirePermission, signedInUser } from "#worker/middleware/session";
import {
  createPromotion,
  deletePromotion,
  listAdminPromotions,
  promotionTranslations,
  savePromotionTranslation,
  updatePromotion,
} from "#worker/services/admin-promotions";
import { adminTermsHistory } from "#worker/services/promotion-terms";
import type { AppEnv } from "#worker/types";

const notFound = () => apiError(404, "admin.error.not_found");

/** One promotion as the list shows it, after a save. */
async function savedPromotion(db: Db, id: string) {
  const [promotion] = await listAdminPromotions(db, id);
  if (!promotion) throw notFound();
  return promotion;
}

/** Editors of promotions, and translators (the list, and a promotion's texts). */
export const promotionEditorsOrTranslators = requirePermission("promotions", "translations");

/**
 * Admin Promotions. Editors of promotions change everything; translators
 * read the list and save one language at a time (the translation tabs only).
 */
export const adminPromotionsRoutes = new Hono<AppEnv>()
  .get("/", promotionEditorsOrTranslators, async (c) => c.json(await listAdminPromotions(c.get("db"))))
  .post("/", requirePermission("promotions"), validate("json", promotionSaveSchema), async (c) => {
    const db = c.get("db");
    const id = await createPromotion(db, signedInUser(c).id, c.req.valid("json"));
    return c.json(await savedPromotion(db, id), 201);
  })
  .patch(
    "/:id",
    requirePermission("promotions"),
    validate("param", idParam),
    validate("json", promotionSaveSchema),
    async (c) => {
      const db = c.get("db");
      const { id } = c.req.valid("param");
      if (!(await updatePromotion(db, signedInUser(c).id, id, c.req.valid("json")))) throw notFound();
      return c.json(await savedPromotion(db, id));
    },
  )
  .get("/:id/terms-history", requirePermission("promotions"), validate("param", idParam), async (c) => {
    const history = await adminTermsHistory(c.get("db"), c.req.valid("param").id);
    if (!history) throw notFound();
    return c.json(history);
  })
  .delete("/:id", requirePermission("promotions"), validate("param", idParam), async (c) => {
    if (!(await deletePromotion(c.get("db"), signedInUser(c).id, c.req.valid("param").id))) throw notFound();
    return c.body(null, 204);
  })
  .get("/:id/i18n", promotionEditorsOrTranslators, validate("param", idParam), async (c) => {
    const translations = await promotionTranslations(c.get("db"), c.req.valid("param").id);
    if (!translations) throw notFound();
    return c.json(translations);
  })
  .post(
    "/:id/i18n",
    promotionEditorsOrTranslators,
    validate("param", idParam),
    validate("json", promotionI18nInputSchema),
    async (c) => {
      const saved = await savePromotionTranslation(
        c.get("db"),
        signedInUser(c).id,
        c.req.valid("param").id,
        c.req.valid("json"),
      );
      if (!saved) throw notFound();
      return c.json(saved);
    },
  );
