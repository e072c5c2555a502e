import { asc, count, eq, inArray } from "drizzle-orm";
import type {
  AdminOnboardingStep,
  OnboardingProvider,
  OnboardingStepCreate,
  OnboardingStepUpdate,
} from "#schema/api/admin-onboarding";
import { LOCALES } from "#schema/locales";
import { providerOnboardingSteps, providerOnboardingStepTranslations } from "#schema/onboarding";
import { providers } from "#schema/providers";
import type { Db } from "../lib/db";
import { isForeignKeyViolation } from "../lib/unique-violation";
import { auditEntry, changeSummary, perLanguage } from "./audit";

type StepRow = typeof providerOnboardingSteps.$inferSelect;
type TextRow = typeof providerOnboardingStepTranslations.$inferSelect;
type Texts = OnboardingStepUpdate["translations"];

const AUDIT_TYPE = "onboarding_step";

/**
 * Runs a write batch; false when it failed because its step or provider was deleted meanwhile (a
 * text row's foreign key then fails and the batch as a whole is rolled back).
 */
async function writeUnlessGone(run: () => Promise<unknown>): Promise<boolean> {
  try {
    await run();
    return true;
  } catch (error) {
    if (isForeignKeyViolation(error)) return false;
    throw error;
  }
}

/** Every provider, inactive ones too, by brand, with how many steps each has. */
export async function listOnboardingProviders(db: Db): Promise<OnboardingProvider[]> {
  return db
    .select({
      id: providers.id,
      brand: providers.brand,
      active: providers.active,
      stepCount: count(providerOnboardingSteps.id),
    })
    .from(providers)
    .leftJoin(providerOnboardingSteps, eq(providerOnboardingSteps.providerId, providers.id))
    .groupBy(providers.id)
    .orderBy(asc(providers.brand));
}

function toStep(step: StepRow, texts: TextRow[]): AdminOnboardingStep {
  const translations: AdminOnboardingStep["translations"] = {};
  for (const text of texts) translations[text.locale] = { title: text.title, description: text.description };
  const { id, providerId, stepNumber, screenshotUrl, active } = step;
  return { id, providerId, stepNumber, screenshotUrl, active, translations };
}

/** A provider's steps in order (inactive ones too), each with its texts; null for an unknown provider. */
export async function listProviderSteps(db: Db, providerId: string): Promise<AdminOnboardingStep[] | null> {
  const ofProvider = eq(providerOnboardingSteps.providerId, providerId);
  const [found, steps, texts] = await db.batch([
    db.select({ id: providers.id }).from(providers).where(eq(providers.id, providerId)),
    db
      .select()
      .from(providerOnboardingSteps)
      .where(ofProvider)
      .orderBy(asc(providerOnboardingSteps.stepNumber), asc(providerOnboardingSteps.createdAt)),
    db
      .select()
      .from(providerOnboardingStepTranslations)
      .where(
        inArray(
          providerOnboardingStepTranslations.stepId,
          db.select({ id: providerOnboardingSteps.id }).from(providerOnboardingSteps).where(ofProvider),
        ),
      ),
  ]);
  if (found.length === 0) return null;
  return steps.map((step) =>
    toStep(
      step,
      texts.filter((text) => text.stepId === step.id),
    ),
  );
}

async function findStep(db: Db, id: string): Promise<AdminOnboardingStep | null> {
  const [steps, texts] = await db.batch([
    db.select().from(providerOnboardingSteps).where(eq(providerOnboardingSteps.id, id)),
    db
      .select()
      .from(providerOnboardingStepTranslations)
      .where(eq(providerOnboardingStepTranslations.stepId, id)),
  ]);
  const step = steps[0];
  return step ? toStep(step, texts) : null;
}

/** The audit summary's flat view of a step: its fields and one entry per language's title and description. */
function flatten(
  step: { stepNumber: number; screenshotUrl: string | null; active: boolean },
  texts: Partial<Texts>,
) {
  return {
    stepNumber: step.stepNumber,
    screenshotUrl: step.screenshotUrl,
    active: step.active,
    ...perLanguage(texts, ["title", "description"]),
  };
}

/** Upserts of all six languages' texts of a step. */
const saveTexts = (db: Db, stepId: string, texts: Texts) =>
  LOCALES.map((locale) =>
    db
      .insert(providerOnboardingStepTranslations)
      .values({ stepId, locale, ...texts[locale] })
      .onConflictDoUpdate({
        target: [providerOnboardingStepTranslations.stepId, providerOnboardingStepTranslations.locale],
        set: { ...texts[locale], updatedAt: new Date() },
      }),
  );

/**
 * A new step with its six texts and the audit row, in one batch. Null when the provider does not
 * exist.
 */
export async function createStep(
  db: Db,
  actorId: string,
  input: OnboardingStepCreate,
): Promise<AdminOnboardingStep | null> {
  const { step, translations } = input;
  const [provider] = await db
    .select({ id: providers.id })
    .from(providers)
    .where(eq(providers.id, step.providerId));
  if (!provider) return null;
  const id = crypto.randomUUID();
  const fields = {
    stepNumber: step.stepNumber,
    screenshotUrl: step.screenshotUrl ?? null,
    active: step.active,
  };
  const written = await writeUnlessGone(() =>
    db.batch([
      db.insert(providerOnboardingSteps).values({ id, providerId: step.providerId, ...fields }),
      ...saveTexts(db, id, translations),
      auditEntry(
        db,
        actorId,
        "onboarding_step.create",
        { type: AUDIT_TYPE, id },
        {
          providerId: step.providerId,
          ...changeSummary(null, flatten(fields, translations)),
        },
      ),
    ]),
  );
  return written ? findStep(db, id) : null;
}

/** A step's fields and six texts, and the audit row of what changed, in one batch; null when it is gone. */
export async function updateStep(
  db: Db,
  actorId: string,
  id: string,
  input: OnboardingStepUpdate,
): Promise<AdminOnboardingStep | null> {
  const before = await findStep(db, id);
  if (!before) return null;
  const { step, translations } = input;
  const fields = {
    stepNumber: step.stepNumber,
    screenshotUrl: step.screenshotUrl ?? null,
    active: step.active,
  };
  const written = await writeUnlessGone(() =>
    db.batch([
      db
        .update(providerOnboardingSteps)
        .set({ ...fields, updatedAt: new Date() })
        .where(eq(providerOnboardingSteps.id, id)),
      ...saveTexts(db, id, translations),
      auditEntry(
        db,
        actorId,
        "onboarding_step.update",
        { type: AUDIT_TYPE, id },
        changeSummary(flatten(before, before.translations), flatten(fields, translations)),
      ),
    ]),
  );
  return written ? findStep(db, id) : null;
}

/** Deletes a step (its texts go with it) and audits what it was; false when there was no such step. */
export async function deleteStep(db: Db, actorId: string, id: string): Promise<boolean> {
  const before = await findStep(db, id);
  if (!before) return false;
  await db.batch([
    db.delete(providerOnboardingSteps).where(eq(providerOnboardingSteps.id, id)),
    auditEntry(
      db,
      actorId,
      "onboarding_step.delete",
      { type: AUDIT_TYPE, id },
      {
        providerId: before.providerId,
        ...changeSummary(null, flatten(before, before.translations)),
      },
    ),
  ]);
  return true;
}
