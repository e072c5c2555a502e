import { sql } from "drizzle-orm";
import { check, index, integer, sqliteTable, text, unique } from "drizzle-orm/sqlite-core";
import { z } from "zod";
import { bare, id, localeCheck, localeColumn, timestamps } from "./columns";
import { providers } from "./providers";
import { emptyAsNull, idSchema, localeSchema, urlSchema } from "./validators";

export const providerOnboardingSteps = sqliteTable(
  "provider_onboarding_steps",
  {
    id: id(),
    providerId: text("provider_id")
      .notNull()
      .references(() => providers.id, { onDelete: "cascade" }),
    stepNumber: integer("step_number").notNull(),
    screenshotUrl: text("screenshot_url", { length: 500 }),
    active: integer("active", { mode: "boolean" }).notNull().default(true),
    ...timestamps(),
  },
  (t) => [
    // Not unique: renumbering steps one by one would collide midway.
    index("provider_onboarding_steps_provider_step_idx").on(t.providerId, t.stepNumber),
    check("provider_onboarding_steps_step_number_check", sql`${bare(t.stepNumber)} >= 1`),
  ],
);

export const providerOnboardingStepTranslations = sqliteTable(
  "provider_onboarding_step_translations",
  {
    id: id(),
    stepId: text("step_id")
      .notNull()
      .references(() => providerOnboardingSteps.id, { onDelete: "cascade" }),
    locale: localeColumn().notNull(),
    title: text("title", { length: 255 }).notNull(),
    description: text("description").notNull(),
    ...timestamps(),
  },
  (t) => [
    unique("provider_onboarding_step_translations_step_locale_unique").on(t.stepId, t.locale),
    localeCheck("provider_onboarding_step_translations_locale_check", t.locale),
  ],
);

export const onboardingStepTranslationSchema = z.object({
  locale: localeSchema,
  title: z
    .string("Title is required")
    .trim()
    .min(1, "Title is required")
    .max(255, "Title must be at most 255 characters"),
  description: z.string("Description is required").trim().min(1, "Description is required"),
});

export const onboardingStepFieldsSchema = z.object({
  providerId: idSchema,
  stepNumber: z
    .number("Step number must be at least 1")
    .int("Step number must be a whole number")
    .min(1, "Step number must be at least 1"),
  screenshotUrl: emptyAsNull(urlSchema()),
  active: z.boolean().default(true),
});

export type NewProviderOnboardingStep = typeof providerOnboardingSteps.$inferInsert;
export type NewProviderOnboardingStepTranslation = typeof providerOnboardingStepTranslations.$inferInsert;
