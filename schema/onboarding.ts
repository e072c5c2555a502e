import { sql } from "drizzle-orm";
import { check, index, integer, sqliteTable, text, unique } from "drizzle-orm/sqlite-core";
import { z } from "zod";
import {
  onboardingStepFieldsSchema as adminStepFieldsSchema,
  onboardingStepTextSchema,
} from "./api/admin-onboarding";
import { bare, id, localeCheck, localeColumn, timestamps } from "./columns";
import { providers } from "./providers";
import { idSchema, localeSchema } from "./validators";

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

/** A stored translation row: the back office's rules (schema/api/admin-onboarding.ts) and its locale. */
export const onboardingStepTranslationSchema = z.object({
  locale: localeSchema,
  ...onboardingStepTextSchema.shape,
});

/** A stored step: the back office's rules and the provider it belongs to. */
export const onboardingStepFieldsSchema = z.object({
  providerId: idSchema,
  ...adminStepFieldsSchema.shape,
});

export type NewProviderOnboardingStep = typeof providerOnboardingSteps.$inferInsert;
export type NewProviderOnboardingStepTranslation = typeof providerOnboardingStepTranslations.$inferInsert;
