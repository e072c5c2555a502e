import { Hono } from "hono";
import {
  providerInputSchema,
  providerPatchSchema,
  providerTranslationInputSchema,
} from "#schema/api/admin-providers";
import { idParam } from "#worker/lib/route-inputs";
import { validate } from "#worker/lib/validate";
import { requirePermission, signedInUser } from "#worker/middleware/session";
import {
  createProvider,
  deleteProvider,
  listAdminProviders,
  listProviderTranslations,
  saveProviderTranslation,
  updateProvider,
} from "#worker/services/admin-providers";
import { apiError } from "#worker/lib/errors";
import type { AppEnv } from "#worker/types";

/** Editors of providers, and translators (the list, and a provider's texts). */
export const providerEditorsOrTranslators = requirePermission("providers", "translations");

/**
 * Admin Providers. Editors write providers with their texts; translators
 * read the list and write one language at a time through /{id}/i18n.
 */
export const adminProvidersRoutes = new Hono<AppEnv>()
  .get("/", providerEditorsOrTranslators, async (c) => c.json(await listAdminProviders(c.get("db"))))
  .post("/", requirePermission("providers"), validate("json", providerInputSchema), async (c) =>
    c.json(await createProvider(c.get("db"), signedInUser(c).id, c.req.valid("json")), 201),
  )
  .patch(
    "/:id",
    requirePermission("providers"),
    validate("param", idParam),
    validate("json", providerPatchSchema),
    async (c) =>
      c.json(
        await updateProvider(c.get("db"), signedInUser(c).id, c.req.valid("param").id, c.req.valid("json")),
      ),
  )
  .delete("/:id", requirePermission("providers"), validate("param", idParam), async (c) => {
    await deleteProvider(c.get("db"), signedInUser(c).id, c.req.valid("param").id);
    return c.body(null, 204);
  })
  .get("/:id/i18n", providerEditorsOrTranslators, validate("param", idParam), async (c) => {
    const translations = await listProviderTranslations(c.get("db"), c.req.valid("param").id);
    if (!translations) throw apiError(404, "admin.error.not_found");
    return c.json(translations);
  })
  .post(
    "/:id/i18n",
    providerEditorsOrTranslators,
    validate("param", idParam),
    validate("json", providerTranslationInputSchema),
    async (c) =>
      c.json(
        await saveProviderTranslation(
          c.get("db"),
          signedInUser(c).id,
          c.req.valid("param").id,
          c.req.valid("json"),
        ),
      ),
  );
