import { zodResolver } from "@hookform/resolvers/zod";
import type { Resolver } from "react-hook-form";
import {
  externalRatingInputSchema,
  type AdminExternalRating,
  type ExternalRatingInput,
} from "#schema/api/admin-external-ratings";
import { SOURCE_RATING_SCALES, type ExternalRatingSource } from "#schema/enums";

/** What the rating dialog holds: numbers as typed, so an empty box stays empty. */
export type RatingFormValues = {
  providerId: string;
  source: ExternalRatingSource | "";
  rating: string;
  /** Asked for 'other' only: a named source rates on its own scale. */
  scale: string;
  reviewCount: string;
  url: string;
};

export const toRatingFormValues = (rating: AdminExternalRating | null): RatingFormValues => ({
  providerId: rating?.providerId ?? "",
  source: rating?.source ?? "",
  rating: rating ? String(rating.rating) : "",
  scale: rating ? String(rating.scale) : "",
  reviewCount: rating ? String(rating.reviewCount) : "0",
  url: rating?.url ?? "",
});

/**
 * The API's input from the dialog: the score as a number (an empty box is not one, so the schema
 * says what is wrong), an empty review count left to the schema's default of 0, and the scale only
 * for a source without one of its own (a named source's is filled in by the schema).
 */
export const toRatingInput = (values: RatingFormValues) => ({
  providerId: values.providerId,
  source: values.source,
  rating: values.rating.trim() === "" ? undefined : Number(values.rating),
  scale:
    values.source !== "" && SOURCE_RATING_SCALES[values.source] !== null
      ? undefined
      : values.scale.trim() === ""
        ? undefined
        : Number(values.scale),
  reviewCount: values.reviewCount.trim() === "" ? undefined : Number(values.reviewCount),
  url: values.url,
});

const apiSchemaResolver = zodResolver(externalRatingInputSchema) as unknown as Resolver<
  ReturnType<typeof toRatingInput>,
  unknown,
  ExternalRatingInput
>;

/** Checks the dialog with the API's own schema, so both give the same verdicts at the same fields. */
export const ratingFormResolver: Resolver<RatingFormValues, unknown, ExternalRatingInput> = (
  values,
  context,
  options,
) =>
  apiSchemaResolver(toRatingInput(values), context, options as never) as ReturnType<
    Resolver<RatingFormValues, unknown, ExternalRatingInput>
  >;
