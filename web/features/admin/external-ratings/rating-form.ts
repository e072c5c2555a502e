import { zodResolver } from "@hookform/resolvers/zod";
import type { Resolver } from "react-hook-form";
import {
  externalRatingInputSchema,
  type AdminExternalRating,
  type ExternalRatingInput,
} from "#schema/api/admin-external-ratings";
import { SOURCE_RATING_SCALES, type ExternalRatingSource } from "#schema/enums";
import type { Locale } from "#schema/locales";
import { writeNumber } from "#web/i18n/read-number";
import { readingNumbers } from "../number-fields";

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

/** A new rating, or a saved one with its numbers written as the page's language writes them. */
export const toRatingFormValues = (locale: Locale, rating: AdminExternalRating | null): RatingFormValues => ({
  providerId: rating?.providerId ?? "",
  source: rating?.source ?? "",
  rating: rating ? writeNumber(locale, rating.rating) : "",
  scale: rating ? writeNumber(locale, rating.scale) : "",
  reviewCount: writeNumber(locale, rating?.reviewCount ?? 0),
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
const ratingSchemaResolver: Resolver<RatingFormValues, unknown, ExternalRatingInput> = (
  values,
  context,
  options,
) =>
  apiSchemaResolver(toRatingInput(values), context, options as never) as ReturnType<
    Resolver<RatingFormValues, unknown, ExternalRatingInput>
  >;

export const ratingFormResolver = readingNumbers(["rating", "scale", "reviewCount"], ratingSchemaResolver);
