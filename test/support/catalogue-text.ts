import { messageOf } from "#schema/api/messages";

/**
 * The English of a form schema's message, which is a messageRef (key and parameters); undefined for
 * any other text, so a test expecting the catalogue's wording fails on zod's own English.
 */
export const catalogueText = (ref: string | undefined) =>
  ref === undefined ? undefined : messageOf(ref)?.message;
