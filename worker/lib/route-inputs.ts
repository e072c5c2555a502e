import { z } from "zod";

/** The `:id` of a path (a provider, a review): any non-blank text of a sane length. */
export const idParam = z.object({ id: z.string().trim().min(1).max(255) });

/** `?limit=`: how many rows at most, from 1 to `max`. */
const limitParam = (max: number) =>
  z.coerce
    .number("limit must be a number")
    .int("limit must be a whole number")
    .min(1, "limit must be at least 1")
    .max(max, `limit must be at most ${max}`);

/** `?offset=`: how many rows to skip, 0 when absent. */
export const offsetParam = z.coerce
  .number("offset must be a number")
  .int("offset must be a whole number")
  .min(0, "offset must be 0 or more")
  .default(0);

/** `?page=` of a list paged by links: from 1, the first when absent. */
export const pageParam = z.coerce
  .number("page must be a number")
  .int("page must be a whole number")
  .min(1, "page must be at least 1")
  .max(10_000, "page must be at most 10000")
  .default(1);

/** `?limit=` of a public list: its first that many rows (1 to 100), all of them when absent. */
export const listLimit = limitParam(100).optional();

/** `?limit=&offset=` of a paged list: `limit` from 1 to `max`, `defaultLimit` when absent. */
export const pagingQuery = (defaultLimit: number, max: number) =>
  z.object({
    limit: limitParam(max).default(defaultLimit),
    offset: offsetParam,
  });
