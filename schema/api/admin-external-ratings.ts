import { messageRef as message } from "./messages";
import { optionalUrl, referenceId, wholeNumber } from "./form-fields";
import { z } from "./zod";
import { EXTERNAL_RATING_SOURCES } from "../enums";

/** The sources the admin form offers; the others (google, scamadviser) stay valid in the API. */
export const FORM_RATING_SOURCES = [
  "trustpilot",
  "casino_guru",
  "askgamblers",
  "other",
] as const satisfies readonly (typeof EXTERNAL_RATING_SOURCES)[number][];

const ratingRange = message("admin.validation.rating_range");
const oneDecimal = (value: number) => Math.abs(value * 10 - Math.round(value * 10)) < 1e-9;

/**
 * POST /api/admin/external-ratings and PUT /api/admin/external-ratings/{id}: a score on
 * the site's 0-10 scale with one decimal, whatever scale the source uses; one per provider and source.
 */
export const externalRatingInputSchema = z.object({
  providerId: referenceId(message("admin.validation.provider_required")),
  source: z.enum(EXTERNAL_RATING_SOURCES, message("admin.validation.rating_source_required")),
  rating: z
    .number(ratingRange)
    .check(
      z.minimum(0, ratingRange),
      z.maximum(10, ratingRange),
      z.refine(oneDecimal, message("admin.validation.rating_one_decimal")),
    ),
  reviewCount: z._default(wholeNumber(message("admin.validation.review_count")), 0),
  url: optionalUrl(),
});
export type ExternalRatingInput = z.output<typeof externalRatingInputSchema>;

/** GET /api/admin/external-ratings: every rating with its provider's brand, newest change first. */
export const adminExternalRatingSchema = z.strictObject({
  id: z.string(),
  providerId: z.string(),
  providerBrand: z.string(),
  source: z.enum(EXTERNAL_RATING_SOURCES),
  rating: z.number(),
  reviewCount: z.number(),
  url: z.nullable(z.string()),
  /** When an admin last saved it ('last updated'). */
  lastSyncedAt: z.nullable(z.iso.datetime()),
});
export type AdminExternalRating = z.infer<typeof adminExternalRatingSchema>;
