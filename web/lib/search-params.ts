/**
 * Readers for URL search params that never throw: anything unexpected becomes undefined, so a hand-edited
 * or stale link still opens the page. Written by hand rather than with zod, which would add ~5 KB gzip to
 * every page's first load for two small routes.
 */

/** Free text; the router parses `?q=123` as a number, which is text here too. */
export function optionalText(value: unknown): string | undefined {
  if (typeof value === "string") return value;
  if (typeof value === "number") return String(value);
  return undefined;
}

/** One of a fixed list of values, else undefined. */
export function optionalOneOf<const T extends string>(choices: readonly T[], value: unknown): T | undefined {
  return choices.find((choice) => choice === value);
}

/** A page number from 2 up (the first page is the address without it), else undefined. */
export function optionalPage(value: unknown): number | undefined {
  const page = typeof value === "string" ? Number(value) : value;
  return typeof page === "number" && Number.isInteger(page) && page > 1 && page <= 10_000 ? page : undefined;
}
