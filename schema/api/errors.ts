import { z } from "zod/mini";

/** Every failed API call answers with at least a message (403s of the admin fix add `yourEmail`). */
export const apiErrorSchema = z.looseObject({ message: z.string() });
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;
