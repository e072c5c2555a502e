import { z } from "./zod";

/**
 * Every 4xx/5xx answer of the API: `message` in English for people and logs; `messageKey` and
 * `params` for clients that show it in the visitor's language (absent for a message the table does
 * not know). Some errors add fields of their own (e.g. `yourEmail`).
 */
export const apiErrorSchema = z.looseObject({
  message: z.string(),
  messageKey: z.optional(z.string()),
  params: z.optional(z.record(z.string(), z.union([z.string(), z.number()]))),
});
