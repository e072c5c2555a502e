import { Hono } from "hono";
import { z } from "zod";
import { REVIEWS_PAGE_SIZE } from "#schema/review-rules";
import { localeQuerySchema } from "../lib/locale-query";
import { providerSeenBy, providersSeenBy } from "../lib/offer-break";
import { idParam, listLimit, pageParam, pagingQuery } from "../lib/route-inputs";
import { validate } from "../lib/validate";
import { listOnboardingSteps } from "../services/onboarding";
import { listProviderComplaints } from "../services/provider-complaints";
import { findActiveProvider, listActiveProviderCards, listActiveProviders } from "../services/providers";
import { listExternalRatings, ratingsSummary } from "../services/ratings";
import { listProviderReviews } from "../services/reviews";
import type { AppEnv } from "../types";
import { apiError } from "../lib/errors";

const MAX_REVIEWS_PER_PAGE = 50;

/** The home page shows the first four featured providers, and names the first twelve to search engines. */
const listQuery = localeQuerySchema.extend({
  featured: z.enum(["true", "false"], "featured must be true or false").optional(),
  limit: listLimit,
});

/** `?featured=&limit=` as the services take them. */
const listOptions = ({ featured, limit }: Omit<z.infer<typeof listQuery>, "locale">) => ({
  featuredOnly: featured === "true",
  limit,
});

export const complaintsPageQuery = localeQuerySchema.extend({ page: pageParam });

const reviewPageQuery = pagingQuery(REVIEWS_PAGE_SIZE, MAX_REVIEWS_PER_PAGE).extend(localeQuerySchema.shape);

/**
 * The same list as `GET /api/providers`, as cards: what the lists that only show cards (the
 * providers page, the home page) read, a tenth of the size.
 */
export const providerCardsRoutes = new Hono<AppEnv>().get("/", validate("query", listQuery), async (c) => {
  const { locale, ...which } = c.req.valid("query");
  return c.json(providersSeenBy(c, await listActiveProviderCards(c.get("db"), locale, listOptions(which))));
});

/** Inactive and unknown providers are alike to the public: not found. */
export function found<T>(value: T | null): T {
  if (value === null) throw apiError(404, "reviews.error.provider_not_found");
  return value;
}

export const providersRoutes = new Hono<AppEnv>()
  .get("/", validate("query", listQuery), async (c) => {
    const { locale, ...which } = c.req.valid("query");
    return c.json(providersSeenBy(c, await listActiveProviders(c.get("db"), locale, listOptions(which))));
  })
  .get("/:id", validate("param", idParam), validate("query", localeQuerySchema), async (c) => {
    const { id } = c.req.valid("param");
    const { locale } = c.req.valid("query");
    return c.json(providerSeenBy(c, found(await findActiveProvider(c.get("db"), id, locale))));
  })
  // A provider's parts answer to its id and to its slugs as the page does (`providerNamed`), so a
  // page asks for them together with the provider itself.
  .get("/:id/ratings", validate("param", idParam), validate("query", localeQuerySchema), async (c) => {
    const { locale } = c.req.valid("query");
    return c.json(found(await ratingsSummary(c.get("db"), c.req.valid("param").id, locale)));
  })
  .get(
    "/:id/external-ratings",
    validate("param", idParam),
    validate("query", localeQuerySchema),
    async (c) => {
      const { locale } = c.req.valid("query");
      return c.json(found(await listExternalRatings(c.get("db"), c.req.valid("param").id, locale)));
    },
  )
  .get("/:id/reviews", validate("param", idParam), validate("query", reviewPageQuery), async (c) => {
    const { locale, ...page } = c.req.valid("query");
    const reader = c.get("user")?.id ?? null;
    return c.json(
      found(await listProviderReviews(c.get("db"), c.req.valid("param").id, locale, page, reader)),
    );
  })
  .get("/:id/complaints", validate("param", idParam), validate("query", complaintsPageQuery), async (c) => {
    const { locale, page } = c.req.valid("query");
    return c.json(found(await listProviderComplaints(c.get("db"), c.req.valid("param").id, locale, page)));
  })
  .get("/:id/onboarding", validate("param", idParam), validate("query", localeQuerySchema), async (c) => {
    const { locale } = c.req.valid("query");
    return c.json(found(await listOnboardingSteps(c.get("db"), c.req.valid("param").id, locale)));
  });
