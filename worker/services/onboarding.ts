import { and, asc, eq, inArray } from "drizzle-orm";
import type { Locale } from "#schema/locales";
import { providerOnboardingSteps, providerOnboardingStepTranslations } from "#schema/onboarding";
import type { Db } from "../lib/db";
import { localesToRead, translationsByOwner } from "./locale-fallback";
import { ofProvider, providerNamed } from "./providers";

export type PublicOnboardingStep = {
  id: string;
  stepNumber: number;
  title: string;
  description: string;
  screenshotUrl: string | null;
};

/**
 * The active "how to join" steps, in order, of the active provider `key` names (`providerNamed`),
 * texts in `locale` (English where missing; a step with neither is left out). Null when there is no
 * such provider.
 */
export async function listOnboardingSteps(
  db: Db,
  key: string,
  locale: Locale,
): Promise<PublicOnboardingStep[] | null> {
  const named = providerNamed(db, key, locale);
  const activeSteps = and(
    ofProvider(providerOnboardingSteps.providerId, named),
    eq(providerOnboardingSteps.active, true),
  );
  const [found, steps, translations] = await db.batch([
    named,
    db
      .select()
      .from(providerOnboardingSteps)
      .where(activeSteps)
      .orderBy(asc(providerOnboardingSteps.stepNumber)),
    db
      .select()
      .from(providerOnboardingStepTranslations)
      .where(
        and(
          inArray(
            providerOnboardingStepTranslations.stepId,
            db.select({ id: providerOnboardingSteps.id }).from(providerOnboardingSteps).where(activeSteps),
          ),
          inArray(providerOnboardingStepTranslations.locale, localesToRead(locale)),
        ),
      ),
  ]);
  if (found.length === 0) return null;
  const byStep = translationsByOwner(translations, locale, (t) => t.stepId);
  return steps.flatMap((step) => {
    const text = byStep.get(step.id);
    if (!text) return [];
    const { id, stepNumber, screenshotUrl } = step;
    return [{ id, stepNumber, screenshotUrl, title: text.title, description: text.description }];
  });
}
