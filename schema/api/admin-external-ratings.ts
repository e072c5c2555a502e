import { messageRef as message } from "./messages";
import { optionalUrl, referenceId, wholeNumber } from "./form-fields";
import { z } from "./zod";
import { EXTERNAL_RATING_SOURCES, MAX_RATING_SCALE, SOURCE_RATING_SCALES } from "../enums";

const ratingNumber = message("admin.validation.rating_number");
const scaleNumber = message("admin.validation.rating_scale", { max: MAX_RATING_SCALE });
const oneDecimal = (value: number) => Math.abs(value * 10 - Math.round(value * 10)) < 1e-9;

/**
 * POST /api/admin/external-ratings and PUT /api/admin/external-ratings/{id}: a score on the
 * source's own scale (0 to its best score), one decimal; one per provider and source. A known
 * source's scale is its own (SOURCE_RATING_SCALES; another one is refused), 'other' must give one.
 */
export const externalRatingInputSchema = z.pipe(
  z
    .object({
      providerId: referenceId(message("admin.validation.provider_required")),
      source: z.enum(EXTERNAL_RATING_SOURCES, message("admin.validation.rating_source_required")),
      rating: z
        .number(ratingNumber)
        .check(
          z.minimum(0, ratingNumber),
          z.refine(oneDecimal, message("admin.validation.rating_one_decimal")),
        ),
      scale: z.nullish(
        z.int(scaleNumber).check(z.minimum(1, scaleNumber), z.maximum(MAX_RATING_SCALE, scaleNumber)),
      ),
      reviewCount: z._default(wholeNumber(message("admin.validation.review_count")), 0),
      url: optionalUrl(),
    })
    .check(
      z.superRefine((input, ctx) => {
        const own = SOURCE_RATING_SCALES[input.source];
        if (own !== null && input.scale != null && input.scale !== own) {
          ctx.addIssue({
            code: "custom",
            path: ["scale"],
            message: message("admin.validation.rating_scale_fixed", { scale: own }),
          });
          return;
        }
        const scale = own ?? input.scale;
        if (scale == null) {
          ctx.addIssue({ code: "custom", path: ["scale"], message: scaleNumber });
        } else if (input.rating > scale) {
          ctx.addIssue({
            code: "custom",
            path: ["rating"],
            message: message("admin.validation.rating_range", { max: scale }),
          });
        }
      }),
    ),
  z.transform(({ scale, ...input }) => ({
    ...input,
    scale: SOURCE_RATING_SCALES[input.source] ?? (scale as number),
  })),
);
export type ExternalRatingInput = z.output<typeof externalRatingInputSchema>;

/** GET /api/admin/external-ratings: every rating with its provider's brand, newest change first. */
export const adminExternalRatingSchema = z.strictObject({
  id: z.string(),
  providerId: z.string(),
  providerBrand: z.string(),
  source: z.enum(EXTERNAL_RATING_SOURCES),
  rating: z.number(),
  /** The best score on the source's scale: the rating reads "rating / scale". */
  scale: z.number(),
  reviewCount: z.number(),
  url: z.nullable(z.string()),
  /** When an admin last saved it ('last updated'). */
  lastSyncedAt: z.nullable(z.iso.datetime()),
});
export type AdminExternalRating = z.infer<typeof adminExternalRatingSchema>;
