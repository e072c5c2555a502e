import { zodResolver } from "@hookform/resolvers/zod";
import type { Resolver } from "react-hook-form";
import { reviewInputSchema, type ReviewInput } from "#schema/api/reviews";
import { translateMessage, type Translator } from "#web/features/profile/messages";

const checkWithSchema = zodResolver(reviewInputSchema);

/**
 * The API's own rules for a review (reviewInputSchema), its messages in the visitor's language (the
 * form passes useT() as the resolver's context). Loaded on the first check, with zod.
 */
export const checkReview: Resolver<ReviewInput, Translator> = async (values, i18n, options) => {
  const result = await checkWithSchema(values, i18n, options);
  for (const error of Object.values(result.errors)) {
    if (i18n && typeof error?.message === "string") error.message = translateMessage(i18n, error.message);
  }
  return result;
};
