import { REGISTER_CHECKS } from "../enums";
import { z } from "./zod";

/** How many days the dashboard's chart covers, ending today (Cyprus time). */
export const DASHBOARD_DAYS = 30;
/** How many of the newest providers and promotions the dashboard lists. */
export const DASHBOARD_RECENT = 5;

const recentProviderSchema = z.strictObject({
  id: z.string(),
  brand: z.string(),
  active: z.boolean(),
  createdAt: z.iso.datetime(),
});

const recentPromotionSchema = z.strictObject({
  id: z.string(),
  /** The English title; null when the promotion has none yet. */
  title: z.nullable(z.string()),
  bonusType: z.string(),
  providerBrand: z.nullable(z.string()),
  active: z.boolean(),
  createdAt: z.iso.datetime(),
});

/** GET /api/admin/dashboard. */
export const adminDashboardSchema = z.strictObject({
  counts: z.strictObject({
    providers: z.number(),
    activeProviders: z.number(),
    /** Active and running today: what the public bonus page shows. */
    activePromotions: z.number(),
    pendingReviews: z.number(),
    /** Reviews with open reports, waiting in Review Moderation's reports queue. */
    reportedReviews: z.number(),
    users: z.number(),
    verifiedUsers: z.number(),
  }),
  recentProviders: z.array(recentProviderSchema),
  recentPromotions: z.array(recentPromotionSchema),
  /**
   * Providers the site holds to be licensed that the latest register import did not confirm
   * (missing, suspended, revoked, expired): they have no Licensed badge, no score and no working
   * links until an import confirms them.
   */
  registerAlerts: z.array(
    z.strictObject({
      id: z.string(),
      brand: z.string(),
      /** The English slug (a provider page answers to it in every language). */
      slug: z.nullable(z.string()),
      registerCheck: z.enum(REGISTER_CHECKS),
      active: z.boolean(),
    }),
  ),
  /** One entry per Cyprus calendar day, oldest first, days without activity included. */
  daily: z.array(z.strictObject({ day: z.string(), reviews: z.number(), signups: z.number() })),
});
export type AdminDashboard = z.infer<typeof adminDashboardSchema>;
