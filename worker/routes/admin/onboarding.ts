import { Hono } from "hono";
import { onboardingStepCreateSchema, onboardingStepUpdateSchema } from "#schema/api/admin-onboarding";
import { apiError } from "#worker/lib/errors";
import { idParam } from "#worker/lib/route-inputs";
import { validate } from "#worker/lib/validate";
import { requirePermission, signedInUser } from "#worker/middleware/session";
import {
  createStep,
  deleteStep,
  listOnboardingProviders,
  listProviderSteps,
  updateStep,
} from "#worker/services/admin-onboarding";
import type { AppEnv } from "#worker/types";

const notFound = () => apiError(404, "admin.error.not_found");

export function found<T>(value: T | null): T {
  if (value === null) throw notFound();
  return value;
}

/**
 * Mounted at /api/admin itself: its paths sit beside (not inside) the providers sub-app, so both
 * can own routes under /providers. The providers to choose from include inactive ones.
 */
export const onboardingEditors = requirePermission("onboarding");

export const adminOnboardingReadRoutes = new Hono<AppEnv>()
  .get("/onboarding/providers", onboardingEditors, async (c) =>
    c.json(await listOnboardingProviders(c.get("db"))),
  )
  .get("/providers/:id/onboarding", onboardingEditors, validate("param", idParam), async (c) =>
    c.json(found(await listProviderSteps(c.get("db"), c.req.valid("param").id))),
  );

/** Mounted at /api/admin/onboarding-steps. */
export const adminOnboardingStepsRoutes = new Hono<AppEnv>()
  .post("/", onboardingEditors, validate("json", onboardingStepCreateSchema), async (c) => {
    const step = found(await createStep(c.get("db"), signedInUser(c).id, c.req.valid("json")));
    return c.json(step, 201);
  })
  .patch(
    "/:id",
    onboardingEditors,
    validate("param", idParam),
    validate("json", onboardingStepUpdateSchema),
    async (c) =>
      c.json(
        found(
          await updateStep(c.get("db"), signedInUser(c).id, c.req.valid("param").id, c.req.valid("json")),
        ),
      ),
  )
  .delete("/:id", onboardingEditors, validate("param", idParam), async (c) => {
    if (!(await deleteStep(c.get("db"), signedInUser(c).id, c.req.valid("param").id))) throw notFound();
    return c.body(null, 204);
  });
