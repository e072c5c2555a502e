import { LOCALES, type Locale } from "../locales";
import { messageRef as message } from "./messages";
import { z } from "./zod";

/**
 * The back office's onboarding steps: the form and the API check the
 * same rules, written once here; schema/onboarding.ts builds the table-side schemas from them.
 */

const tooLong = (max: number) => message("validation.max_length", { count: max });

/** Text that must be filled in: surrounding spaces are dropped, blank counts as missing. */
const requiredText = (missing: string, max?: number) =>
  z
    .string(missing)
    .check(z.trim(), z.minLength(1, missing), ...(max === undefined ? [] : [z.maxLength(max, tooLong(max))]));

const stepNumberMin = message("onboarding.validation.step_number_min");

const titleRequired = message("admin.validation.title_required");

/** One language's text of a step (a language sent without one has no title either). */
export const onboardingStepTextSchema = z.object(
  {
    title: requiredText(titleRequired, 255),
    description: requiredText(message("onboarding.validation.description_required")),
  },
  titleRequired,
);

/** Every language's text, keyed by locale: each of the six tabs needs a title and a description. */
const onboardingStepTranslationsSchema = z.object(
  Object.fromEntries(LOCALES.map((locale) => [locale, onboardingStepTextSchema])) as Record<
    Locale,
    typeof onboardingStepTextSchema
  >,
);

/** An http(s) address of at most 500 characters, or "" for none (stored as null). */
const screenshotUrlSchema = z.nullish(
  z.union([
    z.pipe(
      z.literal(""),
      z.transform(() => null),
    ),
    z.url({ protocol: /^https?$/, error: message("validation.url") }).check(z.maxLength(500, tooLong(500))),
  ]),
);

/** The step's own fields (PATCH can not move a step to another provider). */
export const onboardingStepFieldsSchema = z.object({
  stepNumber: z
    .number(stepNumberMin)
    .check(z.int(message("onboarding.validation.step_number_whole")), z.gte(1, stepNumberMin)),
  screenshotUrl: screenshotUrlSchema,
  active: z._default(z.boolean(), true),
});

/** PATCH /api/admin/onboarding-steps/:id */
export const onboardingStepUpdateSchema = z.object({
  step: onboardingStepFieldsSchema,
  translations: onboardingStepTranslationsSchema,
});
export type OnboardingStepUpdateInput = z.input<typeof onboardingStepUpdateSchema>;
export type OnboardingStepUpdate = z.output<typeof onboardingStepUpdateSchema>;

/** POST /api/admin/onboarding-steps: the same, and the provider the step belongs to. */
export const onboardingStepCreateSchema = z.object({
  step: z.extend(onboardingStepFieldsSchema, {
    providerId: z.string("Invalid id").check(z.trim(), z.minLength(1, "Invalid id"), z.maxLength(255)),
  }),
  translations: onboardingStepTranslationsSchema,
});
export type OnboardingStepCreate = z.output<typeof onboardingStepCreateSchema>;

const stepTexts = z.object(
  Object.fromEntries(LOCALES.map((locale) => [locale, z.optional(onboardingStepTextSchema)])) as Record<
    Locale,
    z.ZodMiniOptional<typeof onboardingStepTextSchema>
  >,
);

/** One step as the back office reads it: its texts by locale (a language may be missing in old data). */
export const adminOnboardingStepSchema = z.strictObject({
  id: z.string(),
  providerId: z.string(),
  stepNumber: z.number(),
  screenshotUrl: z.nullable(z.string()),
  active: z.boolean(),
  translations: stepTexts,
});
export type AdminOnboardingStep = z.infer<typeof adminOnboardingStepSchema>;

/** GET /api/admin/onboarding/providers: every provider (inactive ones too) to choose from. */
export const onboardingProviderSchema = z.strictObject({
  id: z.string(),
  brand: z.string(),
  active: z.boolean(),
  stepCount: z.number(),
});
export type OnboardingProvider = z.infer<typeof onboardingProviderSchema>;
